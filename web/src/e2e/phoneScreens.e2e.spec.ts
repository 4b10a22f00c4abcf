// Every real screen and side panel on a phone, in one pass over one seeded world (issue 20, items
// 11, 12 and 17): nothing scrolls sideways and no button label is cut at 360 or 390 px, and at
// 390 px nothing has a serious or critical axe violation. At 390 x 844 no prompt or toast covers a
// title or a main button on any screen (issue 34, items 3 and 6). Every panel, dialog and menu passes axe,
// and a swipe card reads as its publication: the drag stamps ('NO', 'ME GUSTA') stay out of what a
// screen reader says, while the buttons that decide carry their names.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { type Box, coverings } from './support/coverFindings.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { blockingViolations, OPEN_LAYERS, overflow, settled } from './support/phoneFindings.ts';
import { checkPrompts, checkSellerPanels, checkVisitorPanels } from './support/realPanels.ts';
import { type ScreensWorld, seedEveryScreen, signedInPage, visitorPage } from './support/realScreens.ts';
import { useSocialProviders } from './support/socialProviders.ts';

/** Axe runs at the wider width only: its rules do not change between two phone widths. */
const AXE_WIDTH = 390;
const NARROW_WIDTH = 360;
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
    // Each page state is measured at 390 px (layout and axe), then narrowed to 360 px (layout), as a
    // phone re-lays a page out when it narrows: every screen loads once, not once per width.
    const look = async (page: Page, label: string, { axe = true } = {}) => {
      for (const finding of await overflow(page)) found.push(`${label} at ${AXE_WIDTH} px: ${finding}`);
      if (axe) for (const violation of await blockingViolations(page)) found.push(`${label}: ${violation}`);
      await page.setViewportSize(viewport(NARROW_WIDTH));
      await settled(page);
      for (const finding of await overflow(page)) found.push(`${label} at ${NARROW_WIDTH} px: ${finding}`);
      await page.setViewportSize(viewport(AXE_WIDTH));
    };
    const page = await signedInPage(world.browser, baseUrl, token, viewport(AXE_WIDTH));
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
          ? await signedInPage(world.browser, baseUrl, token, viewport(AXE_WIDTH))
          : await visitorPage(world.browser, baseUrl, viewport(AXE_WIDTH));
      await over.goto(panel.screen);
      await settled(over);
      await panel.open(over);
      await settled(over);
      await look(over, panel.name);
      await over.context().close();
    }

    // A visitor's screens: the guest views, social sign-in on its own screen and in the
    // identification panel.
    const visitor = await visitorPage(world.browser, baseUrl, viewport(AXE_WIDTH));
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
    expect(found).toEqual([]);
  }, 900_000);

  it('finds no serious or critical axe violation in any panel, dialog or menu', async () => {
    const { baseUrl } = world.server;
    const screensWorld = await everyScreen();
    const found: string[] = [];
    // The screens beneath were checked whole above: each panel's own layer is what is new.
    const checker = (page: Page) => async (label: string) => {
      for (const violation of await blockingViolations(page, { within: OPEN_LAYERS })) {
        found.push(`${label}: ${violation}`);
      }
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

  it('lets no prompt or toast cover a title or a main button, on every screen at 390 x 844', async () => {
    const { baseUrl } = world.server;
    const { token, screens } = await everyScreen();
    const phone = { width: 390, height: 844 };
    const found: string[] = [];
    const page = await signedInPage(world.browser, baseUrl, token, phone);
    // A device that earned the prompts: the notification prompt asks 5 s after each screen opens.
    await page.context().addInitScript(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      localStorage.setItem('prompts-earned-at', String(Date.now()));
    });
    await page.clock.install({ time: new Date('2026-11-25T12:00:00Z') });

    // Where toasts show: a real one, told on the way home from a screen this account may not open.
    await page.goto('/admin/user');
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'No tienes los permisos suficientes.' });
    await toast.waitFor();
    await page.clock.runFor(400);
    const toastPlace = await toast.boundingBox();
    const header = await page.locator('#root header').boundingBox();
    if (!toastPlace || !header) throw new Error('No toast or no header on screen');
    expect(toastPlace.y).toBeGreaterThanOrEqual(header.y);
    expect(toastPlace.y + toastPlace.height).toBeLessThanOrEqual(header.y + header.height);
    const places: Box[] = [toastPlace];

    const prompt = page.getByRole('dialog', { name: 'Activá las notificaciones' });
    // The prompt's file is fetched when it opens (pwa/PromptSlot.tsx): on a busy machine it comes a
    // moment after the look, in real time the page's clock does not hurry.
    const shows = () =>
      prompt.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    const look = async (label: string) => {
      await page.clock.runFor(6_000);
      // Only someone signed in is asked (a microsite keeps its own session).
      const signedIn = await page.getByRole('button', { name: 'Menú de usuario' }).isVisible();
      // Something in the way at its first look (the account still loading on a busy machine) makes
      // it look again a minute later (pwa/promptSchedule.ts).
      if (signedIn && !(await shows())) await page.clock.runFor(61_000);
      if (signedIn && !(await shows())) found.push(`${label}: the notification prompt did not show`);
      for (const finding of await coverings(page, places)) found.push(`${label}: ${finding}`);
    };
    for (const screen of screens) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
      await look(screen);
    }
    // The builder once a type is chosen: its footer holds the count button.
    await page.goto('/search');
    await page.getByRole('textbox', { name: '¿Qué buscás?' }).click();
    await page.getByRole('option', { name: 'Inmuebles', exact: true }).click();
    await page.getByRole('button', { name: /resultados?$/ }).waitFor();
    await look('/search with a type');
    await page.context().close();

    // A toast while a side panel is open: at the bottom, under nothing the panel asks to read or press.
    const visitor = await visitorPage(world.browser, baseUrl, phone);
    await visitor.goto('/landing');
    await visitor.getByRole('button', { name: 'Ingresar' }).click();
    const panel = visitor.getByRole('dialog');
    await panel.getByLabel('Correo electrónico').fill('admin@demo.com.ar');
    await panel.getByRole('button', { name: 'Continuar', exact: true }).click();
    await visitor.locator('.mantine-Notification-root').filter({ hasText: 'Código enviado.' }).waitFor();
    await settled(visitor);
    for (const finding of await coverings(visitor)) found.push(`identification, code sent: ${finding}`);
    await visitor.context().close();
    expect(found).toEqual([]);
  }, 600_000);
});
