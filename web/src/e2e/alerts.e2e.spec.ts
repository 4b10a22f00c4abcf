// Instant alerts from a saved search in Chromium (docs/decisions/instant-alerts.md): the owner
// allows notifications, turns alerts on in the search's options, a seller publishes a matching
// house, and within seconds the push reaches the owner's device and its service worker shows it;
// its link opens the swipe screen at that house. Chromium's own push service is out of reach on a
// machine without internet, so the loopback push service stands in for it: the browser's
// subscription is the loopback's (the app sends it to the server as it would any other), and the
// push the loopback received and decrypted is handed to the service worker as Chromium would.
import { type LoopbackPushService, startLoopbackPushService } from '@app/services/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { deliverToServiceWorker, shownNotifications } from './support/serviceWorkerPush.ts';
import {
  api,
  inmueblesTypeId,
  nameAccount,
  publishProperty,
  seedProperties,
  signedInContext,
} from './support/swipeWorld.ts';

/** Room for a loaded machine; every wait below ends as soon as its condition holds. */
const PATIENCE_MS = 60_000;
/** What "within seconds" allows from the seller's publication to the push reaching the device. */
const PUSH_WITHIN_MS = 10_000;

const activeCard = (page: Page) => page.locator('[data-active="true"]').getByTestId('publication-card');

async function activePublicationId(page: Page): Promise<string | null> {
  await activeCard(page).waitFor();
  return activeCard(page).getAttribute('data-publication-id');
}

/** The owner's search of the seller's properties, cheapest first (so a dear new house comes last). */
async function cheapestFirstSearch(baseUrl: string, ownerToken: string, sellerId: string): Promise<string> {
  const typeId = await inmueblesTypeId(baseUrl);
  const body = JSON.stringify({
    user_id: sellerId,
    order: 'price_asc',
    filters: [{ type_id: typeId, title: 'Casas en Palermo' }],
  });
  const headers = { 'Content-Type': 'application/json' };
  const { data } = await api<{ data: { uuid: string } }>(baseUrl, '/search', {
    method: 'POST',
    body,
    headers,
    token: ownerToken,
  });
  return data.uuid;
}

/** The browser's push subscription is the loopback device's: what `pushManager.subscribe` gives the app. */
async function subscribeThroughLoopback(context: BrowserContext, deviceToken: string): Promise<void> {
  // Runs in the page; this file is checked without the DOM library, hence the narrow view of it.
  await context.addInitScript((token) => {
    const subscription = JSON.parse(token) as object;
    const { PushManager } = globalThis as unknown as { PushManager: { prototype: { subscribe: unknown } } };
    PushManager.prototype.subscribe = async () => ({ ...subscription, toJSON: () => subscription });
  }, deviceToken);
}

/**
 * The owner allows notifications when the app asks (5 s after turning alerts on, the moment that
 * earns the prompt), and the app subscribes this device.
 */
async function allowNotifications(page: Page, baseUrl: string): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Activá las notificaciones' });
  await prompt.waitFor();
  // The person answers "Permitir" in Chromium's own permission question.
  await page.context().grantPermissions(['notifications'], { origin: baseUrl });
  const subscribed = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/push/subscribe') && response.ok(),
  );
  await prompt.getByRole('button', { name: 'Activar' }).click();
  await subscribed;
}

async function turnAlertsOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Opciones/ }).click();
  await page.getByRole('menuitem', { name: 'Alertas' }).click();
  const panel = page.getByRole('dialog', { name: 'Alertas' });
  const instant = panel.getByRole('switch', { name: 'Avisarme al instante' });
  await instant.check();
  expect(await instant.isChecked()).toBe(true);
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Te vamos a avisar al instante cuando aparezca algo nuevo.').waitFor();
}

describe.skipIf(!hasChromium)('instant alerts from a saved search', () => {
  let pushService: LoopbackPushService;
  beforeAll(async () => {
    pushService = await startLoopbackPushService();
  });
  afterAll(() => pushService?.stop());
  const world = useBrowserWorld(() => ({ pushService }));

  it('push a matching house to the owner within seconds, whose link opens the swipe at that house', async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const owner = await world.server.world.accountFor({ premium: true });
    await nameAccount(baseUrl, owner.token, 'Ana');
    await seedProperties(baseUrl, seller.token);
    const uuid = await cheapestFirstSearch(baseUrl, owner.token, seller.userId);

    const device = pushService.subscribe();
    const context = await signedInContext(world.browser, baseUrl, owner.token, { notificationPrompt: 'undecided' });
    context.setDefaultTimeout(PATIENCE_MS);
    await subscribeThroughLoopback(context, device.token);
    const page = await context.newPage();
    await page.goto(`/search/${uuid}`);
    const firstBefore = await activePublicationId(page);
    await turnAlertsOn(page);
    await allowNotifications(page, baseUrl);

    // Alerts follow the live feed's leader from the log's head: the seller publishes once it leads.
    await world.server.untilLeading();
    const house = await publishProperty(baseUrl, seller.token, {
      title: 'Casa con pileta en Palermo',
      amount: 2_400_000,
      coordinates: [-34.5871, -58.4305],
    });
    const [pushed] = await pushService.waitForCount(1, PUSH_WITHIN_MS);
    if (!pushed) throw new Error('No push arrived');
    const link = `/search/${uuid}?publication=${house.id}`;
    expect(pushed.subscriptionId).toBe(device.id);
    expect(pushed.message).toEqual({
      type: 'navigate',
      title: expect.stringMatching(/^Nueva publicación en "/),
      body: house.title,
      url: link,
    });

    const { title } = pushed.message as { title: string };
    await deliverToServiceWorker(page, baseUrl, pushed.message);
    await expect
      .poll(() => shownNotifications(page), { timeout: PATIENCE_MS })
      .toEqual([{ title, body: house.title, url: link }]);

    // Without the link the cheapest house comes first; following it, the new (dearest) one does.
    await page.goto(`/search/${uuid}`);
    expect(await activePublicationId(page)).toBe(firstBefore);
    await page.goto(link);
    await expect.poll(() => activePublicationId(page), { timeout: PATIENCE_MS }).toBe(house.id);
    await activeCard(page).getByRole('heading', { name: house.title }).waitFor();
    await context.close();
  }, 300_000);
});
