// The web shell in a real browser against a real platform (fresh database, demo world, built client).
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';

describe.skipIf(!hasChromium)('web shell in the browser', () => {
  const world = useBrowserWorld();

  it('shows a visitor the landing in Spanish', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto('/');
    await page.waitForURL(/\/landing$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('heading', { name: 'Cómo empezar' }).waitFor();
    await page.getByRole('heading', { name: 'Grupos de vendedores' }).waitFor();
    await page.getByRole('button', { name: 'Hazte premium' }).waitFor();
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await page.context().close();
  });

  it('sends a visitor who opens a premium-only route home with "Necesitas estar logueado."', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto('/dashboard');
    await page.getByText('Necesitas estar logueado.').waitFor();
    await page.waitForURL(/\/landing$/);
    await page.getByRole('heading', { name: 'Identifícate' }).waitFor();
    await page.context().close();
  });

  it('answers an unknown address with the not-found page and a way back to the start', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto('/una/ruta/que/no/existe');
    await page.getByRole('heading', { name: 'Página no encontrada :(' }).waitFor();
    await page.getByRole('button', { name: 'Ir al inicio', exact: true }).click();
    await page.waitForURL(/\/landing$/);
    await page.context().close();
  });
});
