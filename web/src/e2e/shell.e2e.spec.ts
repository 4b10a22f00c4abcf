// The web shell in a real browser: the built app served at E2E_BASE_URL (e.g. `npm start`, then
// E2E_BASE_URL=http://localhost:3000 npx vitest run --project web shell.e2e).
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = process.env.E2E_BASE_URL;
if (!baseUrl) console.info('E2E_BASE_URL is not set: the browser tests of the web shell are skipped.');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

describe.skipIf(!baseUrl)('web shell in the browser', () => {
  let browser: Browser;
  let page: Page;
  const url = (path: string) => new URL(path, baseUrl).toString();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openFreshPage(path: string): Promise<Page> {
    const context = await browser.newContext({ locale: 'es-AR' });
    page = await context.newPage();
    await page.goto(url(path));
    return page;
  }

  it('shows a visitor the landing in Spanish', async () => {
    const landing = await openFreshPage('/');
    await landing.waitForURL(/\/landing$/);
    expect(await landing.locator('html').getAttribute('lang')).toBe('es');
    await landing.getByRole('heading', { name: 'Cómo empezar' }).waitFor();
    await landing.getByRole('heading', { name: 'Grupos de vendedores' }).waitFor();
    await landing.getByRole('button', { name: 'Hazte premium' }).waitFor();
    await landing.getByRole('button', { name: 'Ingresar' }).waitFor();
    await landing.context().close();
  });

  it('sends a visitor who opens the dashboard home with "Necesitas estar logueado."', async () => {
    const dashboard = await openFreshPage('/dashboard');
    await dashboard.getByText('Necesitas estar logueado.').waitFor();
    await dashboard.waitForURL(/\/landing$/);
    await dashboard.getByRole('heading', { name: 'Identifícate' }).waitFor();
    await dashboard.context().close();
  });

  it('answers an unknown address with the not-found page and a way back to the start', async () => {
    const missing = await openFreshPage('/una/ruta/que/no/existe');
    await missing.getByRole('heading', { name: 'Página no encontrada :(' }).waitFor();
    await missing.getByRole('button', { name: 'Ir al inicio', exact: true }).click();
    await missing.waitForURL(/\/landing$/);
    await missing.context().close();
  });
});
