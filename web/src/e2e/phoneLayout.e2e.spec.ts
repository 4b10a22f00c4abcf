// Nothing scrolls sideways on a phone and no button label is cut (issue 20, items 11 and 12): every
// real screen is opened at 360 and 390 px wide, signed in as a premium seller with a catalogue and
// a search (and, as a visitor, the social sign-in screens), and its document must be no wider than
// the viewport.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { seedEveryScreen, signedInPage, visitorPage } from './support/realScreens.ts';
import { useSocialProviders } from './support/socialProviders.ts';

const WIDTHS = [360, 390];

/**
 * What reaches past the viewport's right edge: the document's own sideways scroll, every visible
 * element sticking out that no sideways-scrolling or clipping box holds, and every button whose
 * label is cut short ('Busc') (runs in the page).
 */
const OVERFLOW_PROBE = `(() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  const extra = document.documentElement.scrollWidth - width;
  if (extra > 0) found.push('document +' + extra + ' px');
  const held = (element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1 || held(element)) continue;
    const label = (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 30);
    found.push(label + ' ends at ' + Math.round(rect.right) + ' px');
    if (found.length > 3) break;
  }
  for (const label of document.body.querySelectorAll('.mantine-Button-label')) {
    if (label.scrollWidth <= label.clientWidth + 1 || label.closest('[aria-hidden="true"]')) continue;
    found.push('"' + label.textContent.trim() + '" clipped to ' + label.clientWidth + ' of ' + label.scrollWidth + ' px');
  }
  return found;
})()`;

function overflow(page: Page): Promise<string[]> {
  return page.evaluate(OVERFLOW_PROBE) as Promise<string[]>;
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

describe.skipIf(!hasChromium)('a phone-sized screen', () => {
  // Social sign-in set up, so its buttons and screens are measured too.
  const providers = useSocialProviders();
  const world = useBrowserWorld(() => ({ environment: providers.environment() }));

  it('never scrolls sideways at 360 or 390 px', async () => {
    const { baseUrl } = world.server;
    const { token, screens, panels } = await seedEveryScreen(world.server);
    const swipeScreen = screens.find((screen) => /^\/search\/[0-9a-f-]{36}$/.test(screen)) ?? '/search';
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      const page = await signedInPage(world.browser, baseUrl, token, { width, height: 780 });
      for (const screen of screens) {
        await page.goto(screen);
        await settled(page);
        for (const finding of await overflow(page)) overflowing.push(`${screen} at ${width} px: ${finding}`);
      }
      // The builder once a type is chosen: its footer holds the count button.
      await page.goto('/search');
      await page.getByRole('textbox', { name: '¿Qué buscás?' }).click();
      await page.getByRole('option', { name: 'Inmuebles', exact: true }).click();
      await page.waitForTimeout(1_500);
      for (const finding of await overflow(page)) overflowing.push(`/search with a type at ${width} px: ${finding}`);
      // The owner's consensus rule panel, over the swipe screen.
      await page.goto(swipeScreen);
      await page.getByRole('button', { name: /^Opciones/ }).click();
      await page.getByRole('menuitem', { name: 'Regla de coincidencia' }).click();
      await page
        .getByRole('dialog', { name: 'Regla de coincidencia' })
        .getByRole('button', { name: 'Guardar' })
        .waitFor();
      for (const finding of await overflow(page)) overflowing.push(`consensus panel at ${width} px: ${finding}`);
      await page.context().close();

      for (const panel of panels) {
        const over =
          panel.as === 'seller'
            ? await signedInPage(world.browser, baseUrl, token, { width, height: 780 })
            : await visitorPage(world.browser, baseUrl, { width, height: 780 });
        await over.goto(panel.screen);
        await settled(over);
        await panel.open(over);
        await settled(over);
        for (const finding of await overflow(over)) overflowing.push(`${panel.name} at ${width} px: ${finding}`);
        await over.context().close();
      }

      // A visitor's screens: social sign-in on its own screen and in the identification panel.
      const visitor = await visitorPage(world.browser, baseUrl, { width, height: 780 });
      for (const screen of ['/auth/social/google', '/auth/social/apple']) {
        await visitor.goto(screen);
        await visitor
          .getByRole('button', { name: /^Continuar con / })
          .first()
          .waitFor();
        await settled(visitor);
        for (const finding of await overflow(visitor)) overflowing.push(`${screen} at ${width} px: ${finding}`);
      }
      await visitor.goto('/landing');
      await visitor.getByRole('button', { name: 'Ingresar' }).click();
      await visitor.getByRole('dialog').getByRole('button', { name: 'Continuar con Google' }).waitFor();
      await settled(visitor);
      for (const finding of await overflow(visitor)) overflowing.push(`identification at ${width} px: ${finding}`);
      await visitor.context().close();
    }
    expect(overflowing).toEqual([]);
  }, 300_000);
});
