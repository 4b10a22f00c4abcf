// The installable app in Chromium: a valid manifest, a service worker that serves the Spanish
// offline page, the install and notification prompts only after a moment that earns them and then at
// their times (on a clock the test moves), in the page's flow where they cover no button, suppressed
// for 10 days after 'Ahora no', and a push that goes from the platform through a push
// service to the service worker, which shows it. Chromium's own push service is out of reach on a
// machine without internet, so the loopback push service stands in for it: it receives and
// decrypts what the platform sent, and the test hands that message to the page's service worker
// as Chromium would (DevTools' ServiceWorker.deliverPushMessage).
import { type LoopbackPushService, startLoopbackPushService } from '@app/services/testing';
import type { BrowserContext, Locator } from 'playwright-core';
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

/** A device that earned the prompts on an earlier visit (a coincidence, alerts on, a publication). */
async function earnedBefore(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    localStorage.setItem('prompts-earned-at', String(Date.now()));
  });
}

/** Whether the box of `cover` overlaps the box of `under`. */
async function overlaps(cover: Locator, under: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([cover.boundingBox(), under.boundingBox()]);
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

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

  it('offers to install 60 s after start on a device that earned it, waits for an open panel, and stays quiet 10 days after "Ahora no"', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await earnedBefore(page.context());
    await page.clock.install({ time: new Date('2026-11-25T12:00:00Z') });
    await page.goto('/landing');
    const prompt = page.getByRole('dialog', { name: 'Instalá Deslizá' });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Identificate' }).waitFor();

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

  it('asks to turn notifications on 5 s after start on a device that earned it, stays quiet 10 days after "Ahora no", and says when the browser refuses', async () => {
    const { baseUrl } = world.server;
    const person = await world.server.world.accountFor({ premium: true });
    await nameAccount(baseUrl, person.token, 'Carla');
    const context = await signedInContext(world.browser, baseUrl, person.token, { notificationPrompt: 'undecided' });
    await earnedBefore(context);
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
    await earnedBefore(context);
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

  it('asks nothing on the swipe screen until a first coincidence earns it, then asks 5 s later above the cards, not over the buttons', async () => {
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
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: START });
    await page.goto(`/search/${uuid}`);
    const card = page.locator('[data-active="true"]').getByTestId('publication-card');
    const publicationId = await card.getAttribute('data-publication-id');
    const prompt = page.getByRole('dialog', { name: 'Activá las notificaciones' });
    // Past its 5 s and the install prompt's 60 s: nothing has earned them yet.
    await page.clock.runFor(70 * SECOND);
    expect(await prompt.isVisible()).toBe(false);
    expect(await page.getByRole('dialog', { name: 'Instalá Deslizá' }).isVisible()).toBe(false);

    const like = JSON.stringify({ publication_id: publicationId, like: true });
    await api(baseUrl, `/search/${uuid}/decision`, { method: 'POST', headers: json, token: bruno.token, body: like });
    await page.getByRole('button', { name: /^Me gusta/ }).click();
    await page.getByText(/¡Coincidencia! A Bruno también le gusta/).waitFor();
    await page.clock.runFor(4 * SECOND);
    expect(await prompt.isVisible()).toBe(false);
    await page.clock.runFor(SECOND);
    await prompt.waitFor();
    // The screen shrank under it: every decision button is still on screen and uncovered.
    const actions = page.getByRole('navigation', { name: 'Acciones' });
    for (const button of await actions.getByRole('button').all()) {
      expect(await overlaps(prompt, button)).toBe(false);
      const box = await button.boundingBox();
      expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    }
    await context.close();
  });

  it('asks nothing on the builder for a minute and more, and asks once alerts are turned on, above its count button', async () => {
    const { baseUrl } = world.server;
    const [seller, ana] = await Promise.all([1, 2].map(() => world.server.world.accountFor({ premium: true })));
    if (!seller || !ana) throw new Error('No accounts');
    await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);
    const context = await signedInContext(world.browser, baseUrl, ana.token, { notificationPrompt: 'undecided' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: START });
    await page.goto('/search');
    // The server's markup shows the field before the signed-in app has rendered over it: a tap on
    // that markup opens nothing, so tap until the app's list opens.
    const inmuebles = page.getByRole('option', { name: 'Inmuebles', exact: true });
    for (let tries = 0; tries < 20 && !(await inmuebles.isVisible()); tries += 1) {
      await page.getByRole('textbox', { name: '¿Qué buscás?' }).click();
      await inmuebles.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    await inmuebles.click();
    const count = page.getByRole('button', { name: /resultados?$/ });
    await count.waitFor();
    const notificationPrompt = page.getByRole('dialog', { name: 'Activá las notificaciones' });
    const installPrompt = page.getByRole('dialog', { name: 'Instalá Deslizá' });
    await page.clock.runFor(70 * SECOND);
    expect(await notificationPrompt.isVisible()).toBe(false);
    expect(await installPrompt.isVisible()).toBe(false);

    // Alerts turned on for a search: the moment that earns the prompts.
    await page.goto(`/search/${uuid}`);
    await page.getByRole('button', { name: /^Opciones/ }).click();
    await page.getByRole('menuitem', { name: 'Alertas' }).click();
    // The drawer's transition runs on the page's timers, which move with the clock only.
    await page.clock.runFor(500);
    const instantly = page.getByRole('switch', { name: 'Avisarme al instante' });
    // Forced: Playwright's wait for a still element counts animation frames, which the clock holds.
    await page.getByRole('dialog', { name: 'Alertas' }).getByText('Avisarme al instante').click({ force: true });
    await expect.poll(() => instantly.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Guardar' }).click({ force: true });
    await page.clock.runFor(500);
    await page.getByRole('dialog', { name: 'Alertas' }).waitFor({ state: 'hidden' });
    await page.clock.runFor(4 * SECOND);
    expect(await notificationPrompt.isVisible()).toBe(false);
    await page.clock.runFor(SECOND);
    await notificationPrompt.waitFor();
    // On the builder of the next visit it asks again (not dismissed), above the count button.
    await page.goto('/search');
    await page.getByRole('textbox', { name: '¿Qué buscás?' }).click();
    await page.getByRole('option', { name: 'Inmuebles', exact: true }).click();
    await count.waitFor();
    await page.clock.runFor(5 * SECOND);
    await notificationPrompt.waitFor();
    expect(await overlaps(notificationPrompt, count)).toBe(false);
    expect(await overlaps(notificationPrompt, page.getByRole('heading', { name: 'Buscar', exact: true }))).toBe(false);
    await notificationPrompt.getByRole('button', { name: 'Ahora no' }).click();
    await page.clock.runFor(60 * SECOND);
    await installPrompt.waitFor();
    expect(await overlaps(installPrompt, count)).toBe(false);
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
