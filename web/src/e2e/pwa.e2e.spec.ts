// The installable app in Chromium: a valid manifest, a service worker that serves the Spanish
// offline page, and the install prompt at its time (on a clock the test moves), suppressed for
// 10 days after 'Ahora no'.
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';

const SECOND = 1_000;
const DAY = 24 * 60 * 60 * SECOND;

interface AppManifest {
  url: string;
  errors: { message: string; critical: number }[];
}

describe.skipIf(!hasChromium)('the installable app', () => {
  const world = useBrowserWorld();

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
});
