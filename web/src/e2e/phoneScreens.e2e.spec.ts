// Every real screen and side panel on a phone, in one pass over one seeded world (issue 20, items
// 11, 12 and 17): nothing scrolls sideways and no button label is cut at 360 or 390 px, and at
// 390 px nothing has a serious or critical axe violation. Every panel, dialog and menu passes axe,
// and a swipe card reads as its publication: the drag stamps ('NO', 'ME GUSTA') stay out of what a
// screen reader says, while the buttons that decide carry their names.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { blockingViolations, overflow, settled } from './support/phoneFindings.ts';
import { checkPrompts, checkSellerPanels, checkVisitorPanels } from './support/realPanels.ts';
import { type ScreensWorld, seedEveryScreen, signedInPage, visitorPage } from './support/realScreens.ts';
import { useSocialProviders } from './support/socialProviders.ts';

/** Axe runs at the wider width only: its rules do not change between two phone widths. */
const AXE_WIDTH = 390;
const WIDTHS = [AXE_WIDTH, 360];
const viewport = (width: number) => ({ width, height: 780 });

describe.skipIf(!hasChromium)('every screen on a phone', () => {
  // Social sign-in set up, so its buttons and screens are measured too.
  const providers = useSocialProviders();
  const world = useBrowserWorld(() => ({ environment: providers.environment() }));
  let seeded: Promise<ScreensWorld> | undefined;
  const everyScreen = () => {
    seeded ??= seedEveryScreen(world.server);
    return seeded;
  };

  it('never scrolls sideways at 360 or 390 px and has no serious axe violation', async () => {
    const { baseUrl } = world.server;
    const { token, screens, ids, panels } = await everyScreen();
    const swipeScreen = screens.find((screen) => /^\/search\/[0-9a-f-]{36}$/.test(screen)) ?? '/search';
    const found: string[] = [];
    for (const width of WIDTHS) {
      const look = async (page: Page, label: string, { axe = true } = {}) => {
        for (const finding of await overflow(page)) found.push(`${label} at ${width} px: ${finding}`);
        if (!axe || width !== AXE_WIDTH) return;
        for (const violation of await blockingViolations(page)) found.push(`${label}: ${violation}`);
      };
      const page = await signedInPage(world.browser, baseUrl, token, viewport(width));
      for (const screen of screens) {
        await page.goto(screen);
        await settled(page);
        await look(page, screen);
      }
      // The builder once a type is chosen: its footer holds the count button.
      await page.goto('/search');
      await page.getByRole('textbox', { name: '¿Qué buscás?' }).click();
      await page.getByRole('option', { name: 'Inmuebles', exact: true }).click();
      await page.getByRole('button', { name: /resultados?$/ }).waitFor();
      await settled(page);
      await look(page, '/search with a type', { axe: false });
      // The owner's consensus rule panel, over the swipe screen.
      await page.goto(swipeScreen);
      await page.getByRole('button', { name: /^Opciones/ }).click();
      await page.getByRole('menuitem', { name: 'Regla de coincidencia' }).click();
      await page
        .getByRole('dialog', { name: 'Regla de coincidencia' })
        .getByRole('button', { name: 'Guardar' })
        .waitFor();
      await settled(page);
      await look(page, 'consensus panel', { axe: false });
      await page.context().close();

      for (const panel of panels) {
        const over =
          panel.as === 'seller'
            ? await signedInPage(world.browser, baseUrl, token, viewport(width))
            : await visitorPage(world.browser, baseUrl, viewport(width));
        await over.goto(panel.screen);
        await settled(over);
        await panel.open(over);
        await settled(over);
        await look(over, panel.name);
        await over.context().close();
      }

      // A visitor's screens: the guest views, social sign-in on its own screen and in the
      // identification panel.
      const visitor = await visitorPage(world.browser, baseUrl, viewport(width));
      for (const screen of ['/landing', '/search', '/group', `/group/${ids.group}`, `/invitation/${ids.invitation}`]) {
        await visitor.goto(screen);
        await settled(visitor);
        await look(visitor, `${screen} as a guest`);
      }
      for (const screen of ['/auth/social/google', '/auth/social/apple']) {
        await visitor.goto(screen);
        await visitor
          .getByRole('button', { name: /^Continuar con / })
          .first()
          .waitFor();
        await settled(visitor);
        await look(visitor, screen, { axe: false });
      }
      await visitor.goto('/landing');
      await visitor.getByRole('button', { name: 'Ingresar' }).click();
      await visitor.getByRole('dialog').getByRole('button', { name: 'Continuar con Google' }).waitFor();
      await settled(visitor);
      await look(visitor, 'identification', { axe: false });
      await visitor.context().close();
    }
    expect(found).toEqual([]);
  }, 900_000);

  it('finds no serious or critical axe violation in any panel, dialog or menu', async () => {
    const { baseUrl } = world.server;
    const screensWorld = await everyScreen();
    const found: string[] = [];
    const checker = (page: Page) => async (label: string) => {
      for (const violation of await blockingViolations(page)) found.push(`${label}: ${violation}`);
    };
    const phone = viewport(AXE_WIDTH);

    const seller = await signedInPage(world.browser, baseUrl, screensWorld.token, phone);
    // The prompts come at their own times (checked below, on a clock): kept away from the others.
    await seller.context().addInitScript(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      localStorage.setItem('notification-prompt-dismissed-at', String(Date.now()));
      localStorage.setItem('install-prompt-dismissed-at', String(Date.now()));
    });
    await checkSellerPanels(seller, baseUrl, screensWorld, checker(seller));
    await seller.context().close();

    // A first visit: the builder's guided tour opens by itself.
    const firstVisit = await world.browser.newContext({ locale: 'es-AR', baseURL: baseUrl, viewport: phone });
    const visitor = await firstVisit.newPage();
    await checkVisitorPanels(visitor, screensWorld, checker(visitor));
    await firstVisit.close();

    const prompted = await signedInPage(world.browser, baseUrl, screensWorld.token, phone);
    await checkPrompts(prompted, checker(prompted));
    await prompted.context().close();
    expect(found).toEqual([]);
  }, 360_000);

  it('reads a swipe card without the drag stamps and names the deciding buttons', async () => {
    const { baseUrl } = world.server;
    const { token, screens } = await everyScreen();
    const swipeScreen = screens.find((screen) => /^\/search\/[0-9a-f-]{36}$/.test(screen)) ?? '';
    const page = await signedInPage(world.browser, baseUrl, token, viewport(AXE_WIDTH));
    await page.goto(swipeScreen);
    await settled(page);
    const cards = page.getByTestId('publication-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    for (const snapshot of await Promise.all((await cards.all()).map((card) => card.ariaSnapshot()))) {
      expect(snapshot).not.toMatch(/\bNO\b|ME GUSTA/);
    }
    for (const name of ['Descartar', 'Me gusta', 'Deshacer']) {
      await expect.poll(() => page.getByRole('button', { name, exact: false }).count()).toBeGreaterThan(0);
    }
    await page.context().close();
  }, 120_000);
});
