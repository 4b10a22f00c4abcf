// A brand's own site end to end (issue #23, "How it will be checked"): the demo administrator creates
// a microsite for marca.localhost with a red primary colour and a logo, and adds a demo seller, who
// becomes its default; marca.localhost then shows the branded home with that seller's publications
// and 'Powered by'; a search there finds only the microsite's publications; the main host is unchanged.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { signInThroughPanel } from './support/signInThroughPanel.ts';

const ADMIN_EMAIL = 'admin@demo.com.ar';
const SELLER = { name: 'Autos del Sur', email: 'ventas@autosdelsur.com.ar' };
const RED = '#e03131';
const RED_RGB = 'rgb(224, 49, 49)';
const BRAND = `Marca Autos ${randomUUID().slice(0, 4)}`;

const searchButton = (page: Page) => page.getByRole('button', { name: /^(Buscar|Sin resultados|\+?\d+ resultados?)$/ });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const background = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .first()
    .evaluate((button) => getComputedStyle(button).backgroundColor);

describe.skipIf(!hasChromium)('a microsite in the browser', () => {
  const world = useBrowserWorld();
  const port = () => new URL(world.server.baseUrl).port;

  async function signInAdmin(browser: Browser): Promise<Page> {
    const page = await freshPage(browser, world.server.baseUrl);
    await page.goto('/');
    await signInThroughPanel(page, ADMIN_EMAIL, world.server.mail);
    return page;
  }

  /** The titles of the seller's shareable publications, by type slug. */
  async function sellerPublications(): Promise<{ title: string; type: string }[]> {
    return world.server.world.platform.db
      .selectFrom('publications as p')
      .innerJoin('publication_publishers as pp', 'pp.publication_id', 'p.id')
      .innerJoin('users as u', 'u.id', 'pp.user_id')
      .innerJoin('publication_types as t', 't.id', 'p.type_id')
      .where('u.email', '=', SELLER.email)
      .where('p.shareable', '=', true)
      .select(['p.title', 't.slug as type'])
      .execute();
  }

  async function createMicrosite(admin: Page): Promise<void> {
    await admin.goto('/admin/microsite');
    await admin.getByRole('heading', { name: 'Micrositios' }).waitFor();
    await admin.getByRole('button', { name: 'Nuevo' }).click();
    await admin.getByRole('heading', { name: 'Nuevo micrositio' }).waitFor();
    await admin.getByLabel('Nombre').fill(BRAND);
    await admin.getByLabel('Dominio').fill('MARCA.localhost');
    await admin.getByRole('textbox', { name: 'Estado' }).click();
    await admin.getByRole('option', { name: 'Activo', exact: true }).click();
    const logo = await sharp({ create: { width: 256, height: 256, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const files = admin.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: 'marca.png', mimeType: 'image/png', buffer: logo });
    await files.nth(2).setInputFiles({ name: 'marca.png', mimeType: 'image/png', buffer: logo });
    const colour = admin.getByRole('textbox', { name: 'Color principal' });
    await colour.fill(RED);
    await colour.press('Tab');
    // The preview already wears the red the site will.
    expect(await admin.getByTestId('style-preview-button').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      RED_RGB,
    );
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Micrositio creado correctamente.').waitFor();
    await admin.getByRole('heading', { name: 'Editar micrositio' }).waitFor();

    const picker = admin.getByRole('textbox', { name: 'Agregar usuario premium' });
    await picker.click();
    await picker.pressSequentially('autosdelsur');
    await admin.getByRole('option', { name: new RegExp(`^${SELLER.name}`) }).click();
    await admin.getByText('Micrositio actualizado correctamente.').waitFor();
    const isDefault = admin.getByRole('switch', { name: `Predeterminado: ${SELLER.name}` });
    await expect.poll(() => isDefault.isChecked()).toBe(true);

    await admin.goto('/admin/microsite');
    await admin.getByTestId('admin-row').filter({ hasText: BRAND }).getByText('marca.localhost').waitFor();
  }

  it('creates a branded site for marca.localhost that shows only its seller', async () => {
    const admin = await signInAdmin(world.browser);
    await createMicrosite(admin);

    const visitor = await freshPage(world.browser, `http://marca.localhost:${port()}`);
    await visitor.goto('/');
    await visitor.waitForURL(/\/microsite$/);
    await visitor.getByRole('heading', { name: BRAND }).waitFor();
    await visitor.getByText('Powered by').waitFor();
    expect(await visitor.title()).toBe(`Micrositio | ${BRAND}`);
    const logoSource = await visitor.getByRole('img', { name: BRAND }).getAttribute('src');
    expect(logoSource).toMatch(/microsites\//);
    expect(await visitor.locator('link[rel="icon"]').getAttribute('href')).toMatch(/microsites\//);
    const tiles = visitor.getByRole('button', { name: /^Ver / });
    await tiles.first().waitFor();
    expect(await background(visitor, 'Buscar')).toBe(RED_RGB);

    // Every tile is one of the seller's publications, and opens it.
    const published = await sellerPublications();
    const titles = published.map((publication) => publication.title);
    const tileTitles = (await tiles.evaluateAll((found) => found.map((tile) => tile.getAttribute('aria-label')))).map(
      (label) => label?.replace(/^Ver /, ''),
    );
    expect(tileTitles.length).toBeGreaterThan(0);
    for (const title of tileTitles) expect(titles).toContain(title);
    await tiles.first().click();
    await visitor
      .getByRole('dialog')
      .getByText(tileTitles[0] ?? '', { exact: true })
      .first()
      .waitFor();
    await visitor.keyboard.press('Escape');

    // Its search sees only its seller's publications: vehicles, and no property.
    await visitor.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visitor.waitForURL(/\/microsite\/search/);
    const guide = visitor.getByRole('button', { name: 'Omitir' });
    if (await guide.isVisible().catch(() => false)) await guide.click();
    await choose(visitor, '¿Qué buscás?', 'Vehículos');
    const vehicles = published.filter((publication) => publication.type === 'vehiculos').length;
    const label = vehicles === 1 ? '1 resultado' : `${vehicles} resultados`;
    await expect.poll(() => searchButton(visitor).textContent(), { timeout: 10_000 }).toBe(label);
    await choose(visitor, '¿Qué buscás?', 'Inmuebles');
    await expect.poll(() => searchButton(visitor).textContent(), { timeout: 10_000 }).toBe('Sin resultados');

    // The main host is the platform as before: its own name and colours, properties found.
    const main = await freshPage(world.browser, world.server.baseUrl);
    await main.goto('/search');
    const mainGuide = main.getByRole('button', { name: 'Omitir' });
    await mainGuide.click({ timeout: 5_000 }).catch(() => undefined);
    await choose(main, '¿Qué buscás?', 'Inmuebles');
    await expect.poll(() => searchButton(main).textContent(), { timeout: 10_000 }).toMatch(/resultados?$/);
    expect(await main.title()).toMatch(/\| Deslizá$/);
    expect(await main.getByText('Powered by').count()).toBe(0);
    await main.context().close();
    await visitor.context().close();
    await admin.context().close();
  }, 180_000);
});
