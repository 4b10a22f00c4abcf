// A push as Chromium hands it to the page's service worker, and the notifications it shows.
// Chromium's own push service is out of reach on a machine without internet: the loopback push
// service (services' testing) receives and decrypts what the platform sent, and these helpers stand
// in for the last hop, DevTools' ServiceWorker.deliverPushMessage, and read what the person sees.
import type { Page } from 'playwright-core';

export interface ShownNotification {
  title: string;
  body: string;
  url: string;
}

/** Hands a push message to the page's service worker, as Chromium does with one from its push service. */
export async function deliverToServiceWorker(page: Page, baseUrl: string, message: unknown): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const session = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  const data = JSON.stringify(message);
  await session.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl,
    registrationId: await registrationId,
    data,
  });
}

/** The notifications the page's service worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, data }) => ({ title, body, url: (data as { url: string }).url }));
  });
}
