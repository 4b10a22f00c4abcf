// Every real screen, and every panel, dialog and menu a person opens from them, passes axe without
// a serious or critical violation (issue 20, item 17), and a swipe card reads as its publication:
// the drag stamps ('NO', 'ME GUSTA') stay out of what a screen reader says, while the buttons that
// decide carry their names.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { checkPrompts, checkSellerPanels, checkVisitorPanels } from './support/realPanels.ts';
import { type ScreensWorld, seedEveryScreen, signedInPage } from './support/realScreens.ts';

const PHONE = { width: 390, height: 844 };
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One line per serious or critical violation on the page: rule, impact and the first offenders. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const offenders = violation.nodes.slice(0, 3).map((node) => `${node.html.slice(0, 120)} ${node.failureSummary}`);
      return `${violation.id} (${violation.impact}): ${offenders.join(' | ')}`;
    });
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

describe.skipIf(!hasChromium)('accessibility', () => {
  const world = useBrowserWorld();
  let seeded: Promise<ScreensWorld> | undefined;
  const everyScreen = () => {
    seeded ??= seedEveryScreen(world.server);
    return seeded;
  };

  it('finds no serious or critical axe violation on any screen', async () => {
    const { baseUrl } = world.server;
    const { token, screens, ids, panels } = await everyScreen();
    const page = await signedInPage(world.browser, baseUrl, token, PHONE);
    const found: string[] = [];
    for (const screen of screens) {
      await settle(page, screen);
      for (const violation of await blockingViolations(page)) found.push(`${screen}: ${violation}`);
    }
    for (const panel of panels) {
      const over = await signedInPage(world.browser, baseUrl, panel.as === 'seller' ? token : null, PHONE);
      await settle(over, panel.screen);
      await panel.open(over);
      await over.waitForTimeout(400);
      for (const violation of await blockingViolations(over)) found.push(`${panel.name}: ${violation}`);
      await over.context().close();
    }
    const guestContext = await world.browser.newContext({ locale: 'es-AR', baseURL: baseUrl, viewport: PHONE });
    const guest = await guestContext.newPage();
    for (const screen of ['/landing', '/search', '/group', `/group/${ids.group}`, `/invitation/${ids.invitation}`]) {
      await settle(guest, screen);
      for (const violation of await blockingViolations(guest)) found.push(`${screen} as a guest: ${violation}`);
    }
    await guestContext.close();
    await page.context().close();
    expect(found).toEqual([]);
  }, 480_000);

  it('finds no serious or critical axe violation in any panel, dialog or menu', async () => {
    const { baseUrl } = world.server;
    const seeded = await everyScreen();
    const found: string[] = [];
    const checker = (page: Page) => async (label: string) => {
      for (const violation of await blockingViolations(page)) found.push(`${label}: ${violation}`);
    };

    const seller = await signedInPage(world.browser, baseUrl, seeded.token, PHONE);
    // The prompts come at their own times (checked below, on a clock): kept away from the others.
    await seller.context().addInitScript(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      localStorage.setItem('notification-prompt-dismissed-at', String(Date.now()));
      localStorage.setItem('install-prompt-dismissed-at', String(Date.now()));
    });
    await checkSellerPanels(seller, baseUrl, seeded, checker(seller));
    await seller.context().close();

    const visitorContext = await world.browser.newContext({ locale: 'es-AR', baseURL: baseUrl, viewport: PHONE });
    const visitor = await visitorContext.newPage();
    await checkVisitorPanels(visitor, seeded, checker(visitor));
    await visitorContext.close();

    const prompted = await signedInPage(world.browser, baseUrl, seeded.token, PHONE);
    await checkPrompts(prompted, checker(prompted));
    await prompted.context().close();
    expect(found).toEqual([]);
  }, 360_000);

  it('reads a swipe card without the drag stamps and names the deciding buttons', async () => {
    const { baseUrl } = world.server;
    const { token, screens } = await everyScreen();
    const swipeScreen = screens.find((screen) => /^\/search\/[0-9a-f-]{36}$/.test(screen)) ?? '';
    const page = await signedInPage(world.browser, baseUrl, token, PHONE);
    await settle(page, swipeScreen);
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
