// A premium seller's publications in a real browser. Against a running platform whose development
// outbox hands over the e-mailed codes (`npm start`, then
// E2E_BASE_URL=http://localhost:3000 npx vitest run --project web publications.e2e), or, without
// E2E_BASE_URL, against a live platform of its own (fresh database, demo world, built client).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, hasChromium, launchBrowser } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import {
  activatePremiumFromGuide,
  type CodeReader,
  developmentOutboxReader,
  signUp,
} from './support/premiumSellerThroughUi.ts';

const runningServer = process.env.E2E_BASE_URL;

const SENTENCE = 'Vendo casa de 4 ambientes con cochera y pileta en Palermo, USD 150.000, apta crédito.';

/** A picture drawn by the browser itself, as the bytes of a PNG file. */
async function pictureFile(page: Page, name: string, color: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 640, 480);
    return canvas.toDataURL('image/png');
  }, color);
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

async function quickCreateProperty(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: /Paso 2/ })
    .getByRole('button', { name: 'Carga rápida' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Publicación rápida' });
  await panel.getByRole('textbox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Inmuebles' }).click();
  await panel.getByLabel('Texto de la publicación').fill(SENTENCE);
  await panel.getByRole('button', { name: 'Reconocer datos' }).click();

  const hints = panel.getByRole('region', { name: 'Datos reconocidos' });
  await hints.waitFor();
  expect(await hints.textContent()).toMatch(/Precio: .*150\.000/);
  expect(await hints.textContent()).toContain('Ambientes: 4');
  expect(await panel.getByLabel('Título').inputValue()).not.toBe('');

  const pictures = [await pictureFile(page, 'frente.png', '#e64980'), await pictureFile(page, 'patio.png', '#228be6')];
  await panel.locator('input[type="file"]').first().setInputFiles(pictures);
  await panel.getByRole('img', { name: 'Imagen 2' }).waitFor();
  await panel.getByRole('button', { name: 'Crear publicación' }).click();
  await page.getByText('Publicación cargada correctamente.').first().waitFor();
  await panel.getByText('¡Publicación creada!').waitFor();
  await panel.getByText('Ambientes', { exact: true }).waitFor();
  expect(await panel.getByRole('button', { name: /Ver imagen/ }).count()).toBe(2);
  await panel.getByRole('button', { name: 'Editar' }).click();
}

async function editTitle(page: Page, title: string): Promise<void> {
  await page.waitForURL(/\/account\/publication\/[^/]+\/edit$/);
  await page.getByRole('heading', { name: 'Editar publicación' }).waitFor();
  await page.getByLabel('Título').fill(title);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Publicación actualizada correctamente.').first().waitFor();
  await page.waitForURL(/\/account\/publication$/);
  await page.getByRole('article', { name: title }).waitFor();
}

async function chooseCatalogueAddress(page: Page, name: string): Promise<void> {
  await page.goto('/guide/start');
  await page.getByText('Publicaciones creadas: 1.').waitFor();
  await page
    .getByRole('region', { name: /Paso 3/ })
    .getByRole('button', { name: 'Elegir nombre de usuario' })
    .click();
  await page.getByLabel('Nombre de usuario').fill(name);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/guide\/start$/);
}

/** Where the journey runs: the running server given by E2E_BASE_URL, or a live platform of its own. */
function sellerPlatform(): { browser: () => Browser; baseUrl: () => string; readCode: CodeReader } {
  if (!runningServer) {
    // biome-ignore lint/correctness/useHookAtTopLevel: vitest's hooks for the suite, not a React hook.
    const world = useBrowserWorld();
    return {
      browser: () => world.browser,
      baseUrl: () => world.server.baseUrl,
      readCode: (email) => world.server.mail.nextCodeFor(email),
    };
  }
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => browser, baseUrl: () => runningServer, readCode: developmentOutboxReader(runningServer) };
}

describe.skipIf(!hasChromium)('a premium seller publishes in the browser', () => {
  const platform = sellerPlatform();

  it('quick-creates a property from one sentence, edits it, shows it in the storefront and completes the guide', async () => {
    const origin = platform.baseUrl();
    const id = randomUUID().slice(0, 8);
    const email = `vendedora-${id}@example.com`;
    const slug = `inmobiliaria-${id}`;
    const page = await freshPage(platform.browser(), origin);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

    await signUp(page, email, 'Carla Benítez');
    await activatePremiumFromGuide(page, email, platform.readCode);
    await page
      .getByRole('region', { name: /Paso 1/ })
      .getByText('Completado')
      .waitFor();

    await quickCreateProperty(page);
    await editTitle(page, 'Casa con pileta en Palermo');

    await chooseCatalogueAddress(page, slug);
    await page.getByRole('heading', { name: '¡Felicitaciones, tu catálogo está listo!' }).waitFor();
    await page.getByRole('button', { name: 'Copiar dirección' }).click();
    await page.getByText('¡Dirección copiada con éxito!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/${slug}`, origin).toString());

    await page.getByRole('link', { name: new URL(`/${slug}`, origin).toString() }).click();
    await page.waitForURL(new RegExp(`/${slug}$`));
    await page.getByRole('heading', { name: 'Carla Benítez' }).waitFor();
    await page.getByRole('button', { name: 'Buscar' }).waitFor();
    await page.locator('img').first().waitFor();
    await page.context().close();
  }, 180_000);
});
