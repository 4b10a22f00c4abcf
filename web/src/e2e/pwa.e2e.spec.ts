// The installable app in Chromium: a valid manifest, a service worker that serves the Spanish
// offline page, the install and notification prompts at their times (on a clock the test moves),
// suppressed for 10 days after 'Ahora no', and a push that goes from the platform through a push
// service to the service worker, which shows it. Chromium's own push service is out of reach on a
// machine without internet, so the loopback push service stands in for it: it receives and
// decrypts what the platform sent, and the test hands that message to the page's service worker
// as Chromium would (DevTools' ServiceWorker.deliverPushMessage).
import { type LoopbackPushService, startLoopbackPushService } from '@app/services/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { deliverToServiceWorker, shownNotifications } from './support/serviceWorkerPush.ts';
import { api, createPropertySearch, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

const SECOND = 1_000;
const DAY = 24 * 60 * 60 * SECOND;

interface AppManifest {
  url: string;
  errors: { message: string; critical: number }[];
}

const START = new Date('2026-11-25T12:00:00Z');

describe.skipIf(!hasChromium)('the installable app', () => {
  let pushService: LoopbackPushService;
  beforeAll(async () => {
    pushService = await startLoopbackPushService();
  });
  afterAll(() => pushService?.stop());
  const world = useBrowserWorld(() => ({ pushService }));

  it('declares a manifest Chromium reads without errors', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto('/landing');
    const session = await page.context().newCDPSession(page);
    const manifest = (await session.send('Page.getAppManifest')) as unknown as AppManifest;
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const body = await (await page.request.get('/manifest.webmanifest')).json();
    expect(body).toMatchObject({ short_name: 'Deslizá', lang: 'es-AR', display: 'standalone', theme_color: '#6741d9' });
    expect(body.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
    for (const icon of body.icons as { src: string }[]) expect((await page.request.get(icon.src)).status()).toBe(200);
    await page.context().close();
  });

  it('installs a service worker that shows the offline page in Spanish without a connection', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto('/landing');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.context().setOffline(true);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await page.context().close();
  });

  it('offers to install 60 s after start, waits for an open dialog, and stays quiet 10 days after "Ahora no"', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.clock.install({ time: new Date('2026-11-25T12:00:00Z') });
    await page.goto('/landing');
    const prompt = page.getByRole('dialog', { name: 'Instalá Deslizá' });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Identifícate' }).waitFor();

    await page.clock.runFor(59 * SECOND);
    expect(await prompt.isVisible()).toBe(false);
    await page.clock.runFor(2 * SECOND + 5 * SECOND);
    expect(await prompt.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await page.clock.runFor(5 * SECOND);
    await prompt.waitFor();

    await prompt.getByRole('button', { name: 'Ahora no' }).click();
    await page.reload();
    await page.clock.runFor(61 * SECOND);
    expect(await prompt.isVisible()).toBe(false);

    await page.clock.setSystemTime(new Date(Date.parse('2026-11-25T12:00:00Z') + 10 * DAY + 60 * SECOND));
    await page.reload();
    await page.clock.runFor(61 * SECOND);
    await prompt.waitFor();
    await page.context().close();
  });

  it('asks to turn notifications on 5 s after start, stays quiet 10 days after "Ahora no", and says when the browser refuses', async () => {
    const { baseUrl } = world.server;
    const person = await world.server.world.accountFor({ premium: true });
    await nameAccount(baseUrl, person.token, 'Carla');
    const context = await signedInContext(world.browser, baseUrl, person.token, { notificationPrompt: 'undecided' });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: '¡Hola, Carla!' }).waitFor();
    const prompt = page.getByRole('dialog', { name: 'Activá las notificaciones' });

    await page.clock.runFor(4 * SECOND);
    expect(await prompt.isVisible()).toBe(false);
    await page.clock.runFor(SECOND);
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Ahora no' }).click();
    await page.reload();
    await page.clock.runFor(2 * 60 * SECOND);
    expect(await prompt.isVisible()).toBe(false);

    await page.clock.setSystemTime(new Date(START.getTime() + 10 * DAY + 3 * 60 * SECOND));
    await page.reload();
    await page.clock.runFor(5 * SECOND);
    await prompt.getByRole('button', { name: 'Activar' }).click();
    await page.getByText('Permiso de notificación denegado.').waitFor();
    await context.close();
  });

  it('asks as soon as a session that answered after the 5 s is known, not a minute later', async () => {
    const { baseUrl } = world.server;
    const person = await world.server.world.accountFor({ premium: true });
    await nameAccount(baseUrl, person.token, 'Dario');
    const context = await signedInContext(world.browser, baseUrl, person.token, { notificationPrompt: 'undecided' });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    // A slow connection: the session's user is held until the first look has found nobody signed in.
    let answerUser: () => void = () => {};
    const userHeld = new Promise<void>((resolve) => {
      answerUser = resolve;
    });
    await page.route('**/api/user', async (route) => {
      await userHeld;
      await route.continue();
    });
    await page.goto('/dashboard');
    await page.clock.runFor(5 * SECOND);
    const prompt = page.getByRole('dialog', { name: 'Activá las notificaciones' });
    expect(await prompt.isVisible()).toBe(false);
    answerUser();
    await page.getByRole('heading', { name: '¡Hola, Dario!' }).waitFor();
    await prompt.waitFor();
    await context.close();
  });

  it('waits on the swipe screen, where it would cover the buttons, until a first coincidence; the install prompt waits too', async () => {
    const { baseUrl } = world.server;
    const [seller, ana, bruno] = await Promise.all(
      [1, 2, 3].map(() => world.server.world.accountFor({ premium: true })),
    );
    if (!seller || !ana || !bruno) throw new Error('No accounts');
    await nameAccount(baseUrl, bruno.token, 'Bruno');
    await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);
    const json = { 'Content-Type': 'application/json' };
    const share = JSON.stringify({ shareable: true, filtered: 'all' });
    await api(baseUrl, `/search/${uuid}/share`, { method: 'PUT', headers: json, token: ana.token, body: share });
    await api(baseUrl, `/search/${uuid}/join`, { method: 'POST', token: bruno.token });
    const context = await signedInContext(world.browser, baseUrl, ana.token, { notificationPrompt: 'undecided' });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.goto(`/search/${uuid}`);
    const card = page.locator('[data-active="true"]').getByTestId('publication-card');
    const publicationId = await card.getAttribute('data-publication-id');
    const prompt = page.getByRole('dialog', { name: 'Activá las notificaciones' });
    // Past its 5 s and the install prompt's 60 s: neither covers the buttons while swiping.
    await page.clock.runFor(70 * SECOND);
    expect(await prompt.isVisible()).toBe(false);
    expect(await page.getByRole('dialog', { name: 'Instalá Deslizá' }).isVisible()).toBe(false);

    const like = JSON.stringify({ publication_id: publicationId, like: true });
    await api(baseUrl, `/search/${uuid}/decision`, { method: 'POST', headers: json, token: bruno.token, body: like });
    await page.getByRole('button', { name: /^Me gusta/ }).click();
    await page.getByText(/¡Coincidencia! A Bruno también le gusta/).waitFor();
    await prompt.waitFor();
    await context.close();
  });

  it("shows the seller a superlike the platform pushed, from the page's service worker", {
    timeout: 90_000,
  }, async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({ premium: true });
    await nameAccount(baseUrl, ana.token, 'Ana');
    const [property] = await seedProperties(baseUrl, seller.token);
    if (!property) throw new Error('No property seeded');
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);
    const context = await signedInContext(world.browser, baseUrl, seller.token);
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await page.goto('/dashboard');
    // Allowed, the page subscribes at once through Chromium's own push service, which is out of
    // reach here: depending on the network that fails at once or hangs for minutes, so nothing
    // below waits for it.
    await page.evaluate(() => navigator.serviceWorker.ready);

    const device = pushService.subscribe();
    const json = { 'Content-Type': 'application/json' };
    const subscribe = { method: 'POST', headers: json, token: seller.token };
    await api(baseUrl, '/user/push/subscribe', { ...subscribe, body: JSON.stringify({ token: device.token }) });
    const superlike = { publication_id: property.id, like: true, is_super: true };
    await api(baseUrl, `/search/${uuid}/decision`, {
      method: 'POST',
      headers: json,
      token: ana.token,
      body: JSON.stringify(superlike),
    });
    await pushService.waitForCount(1);
    const [pushed] = pushService.received.filter((push) => push.subscriptionId === device.id);
    const expected = {
      title: '¡Recibiste un superlike!',
      body: `Ana quiere que lo contactes por "${property.title}".`,
      url: `/account/stat/${property.id}`,
    };
    expect(pushed?.message).toEqual({ type: 'navigate', ...expected });

    await deliverToServiceWorker(page, baseUrl, pushed?.message);
    await expect.poll(() => shownNotifications(page)).toEqual([expected]);
    await context.close();
  });
});
