// The microsite's search builder and its scope chooser (SPEC.md section 2: microsite.search.index
// with the microsite's scope header; the microsite scope chooser panel), on the demo microsite's
// host (inmobiliaria.localhost: two sellers, users and groups sections on). A visitor searches the
// whole microsite, moves to one seller's catalogue and back; a seller signed in there also finds
// their groups; an edited search keeps its scope; the main host offers no chooser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { signInThroughPanel } from './support/signInThroughPanel.ts';

const SITE = 'Inmobiliaria Porteña';
const PROPERTIES = { name: 'Inmobiliaria Palermo', email: 'ventas@inmobiliariapalermo.com.ar' };
const VEHICLES = { name: 'Autos del Sur', email: 'ventas@autosdelsur.com.ar', slug: 'autos-del-sur' };

const countButton = (page: Page) => page.getByRole('button', { name: /^(Buscar|Sin resultados|\+?\d+ resultados?)$/ });
const resultsLabel = (count: number) =>
  count === 0 ? 'Sin resultados' : count === 1 ? '1 resultado' : `${count} resultados`;
const publicationsLabel = (count: number) =>
  count === 0 ? 'Sin publicaciones' : count === 1 ? '1 publicación' : `${count} publicaciones`;

async function chooseType(page: Page, option: string): Promise<void> {
  await page.getByRole('textbox', { name: '¿Qué buscás?' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openChooser(page: Page) {
  await page.getByRole('button', { name: 'Cambiar', exact: true }).click();
  const panel = page.getByRole('dialog', { name: '¿Dónde querés buscar?' });
  await panel.waitFor();
  return panel;
}

describe.skipIf(!hasChromium)("a microsite's search scope", () => {
  const world = useBrowserWorld();
  const site = () => `http://inmobiliaria.localhost:${new URL(world.server.baseUrl).port}`;
  const db = () => world.server.world.platform.db;

  /** A seller's public publications (what their catalogue shows), optionally of one type slug. */
  async function catalogueCount(email: string, typeSlug?: string): Promise<number> {
    const row = await db()
      .selectFrom('publications as p')
      .innerJoin('publication_publishers as pp', 'pp.publication_id', 'p.id')
      .innerJoin('users as u', 'u.id', 'pp.user_id')
      .innerJoin('publication_types as t', 't.id', 'p.type_id')
      .where('u.email', '=', email)
      .where('p.public', '=', true)
      .$if(typeSlug !== undefined, (query) => query.where('t.slug', '=', typeSlug ?? ''))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The microsite's publications of a type: its sellers' shareable ones. */
  async function micrositeCount(typeSlug: string): Promise<number> {
    const row = await db()
      .selectFrom('publications as p')
      .innerJoin('publication_types as t', 't.id', 'p.type_id')
      .where('t.slug', '=', typeSlug)
      .where('p.shareable', '=', true)
      // The builder starts a property search with 'Comprar' (docs/decisions/operations.md).
      .where((eb) => eb.or([eb('p.operation', 'is', null), eb('p.operation', '=', 'sale')]))
      .where((eb) =>
        eb(
          'p.id',
          'in',
          eb
            .selectFrom('publication_publishers as pp')
            .innerJoin('users as u', 'u.id', 'pp.user_id')
            .where('u.email', 'in', [PROPERTIES.email, VEHICLES.email])
            .select('pp.publication_id'),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A fresh page on the host with the search tour seen and the notification prompt put off. */
  async function quietPage(baseUrl: string): Promise<Page> {
    const page = await freshPage(world.browser, baseUrl);
    await page.context().addInitScript(() => {
      const scope = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
        document: { cookie: string };
      };
      scope.localStorage.setItem('notification-prompt-dismissed-at', String(Date.now()));
      scope.document.cookie = 'guide-search=seen; path=/';
    });
    return page;
  }

  async function signIn(page: Page, email: string): Promise<void> {
    await signInThroughPanel(page, email, world.server.mail);
  }

  it("heads the builder with the microsite and moves between it and a seller's catalogue", async () => {
    const visitor = await quietPage(site());
    // The platform-wide builder is the microsite's on its host.
    await visitor.goto('/search');
    await visitor.waitForURL(/\/microsite\/search$/);
    await visitor.getByRole('heading', { name: 'Buscar en el micrositio' }).waitFor();
    await visitor.getByText(SITE, { exact: true }).waitFor();
    await chooseType(visitor, 'Inmuebles');
    const properties = await micrositeCount('inmuebles');
    expect(properties).toBeGreaterThan(0);
    await expect.poll(() => countButton(visitor).textContent(), { timeout: 10_000 }).toBe(resultsLabel(properties));

    // The chooser: the whole microsite (current), then both sellers' catalogues, the default first.
    const panel = await openChooser(visitor);
    const choices = panel.getByTestId('scope-choice');
    await expect.poll(() => choices.count()).toBe(3);
    const current = panel.locator('[aria-current="true"]');
    expect(await current.textContent()).toContain(SITE);
    expect(await current.textContent()).toContain('Actual');
    const sellerRows = panel.getByRole('region', { name: 'Catálogos de sus vendedores' }).getByTestId('scope-choice');
    const sellerTexts = await sellerRows.allTextContents();
    expect(sellerTexts[0]).toContain(PROPERTIES.name);
    expect(sellerTexts[0]).toContain('Vendedor principal');
    expect(sellerTexts[1]).toContain(VEHICLES.name);
    expect(sellerTexts[1]).toContain(publicationsLabel(await catalogueCount(VEHICLES.email)));
    // A visitor has no groups to offer.
    expect(await panel.getByText('Mis grupos').count()).toBe(0);

    await sellerRows.filter({ hasText: VEHICLES.name }).click();
    await visitor.waitForURL(new RegExp(`/${VEHICLES.slug}/search\\?newSearch=1$`));
    await visitor.getByRole('heading', { name: 'Buscar en el catálogo' }).waitFor();
    await visitor.getByText(VEHICLES.name, { exact: true }).first().waitFor();
    await chooseType(visitor, 'Vehículos');
    const vehicles = await catalogueCount(VEHICLES.email, 'vehiculos');
    await expect.poll(() => countButton(visitor).textContent(), { timeout: 10_000 }).toBe(resultsLabel(vehicles));

    // Back to the whole microsite from the catalogue.
    const again = await openChooser(visitor);
    expect(await again.locator('[aria-current="true"]').textContent()).toContain(VEHICLES.name);
    await again.getByTestId('scope-choice').filter({ hasText: SITE }).click();
    await visitor.waitForURL(/\/microsite\/search\?newSearch=1$/);
    await visitor.getByRole('heading', { name: 'Buscar en el micrositio' }).waitFor();
    expect(await visitor.getByRole('dialog', { name: '¿Dónde querés buscar?' }).count()).toBe(0);
    await visitor.context().close();
  }, 180_000);

  it("offers a signed-in seller their groups, and keeps an edited search's scope", async () => {
    const seller = await quietPage(site());
    await seller.goto('/microsite/search');
    await signIn(seller, VEHICLES.email);
    const panel = await openChooser(seller);
    const groups = panel.getByRole('region', { name: 'Mis grupos' }).getByTestId('scope-choice');
    await expect
      .poll(() => groups.allTextContents())
      .toEqual([expect.stringContaining('Club de Vendedores'), expect.stringContaining('Red Inmobiliaria Porteña')]);
    await groups.filter({ hasText: 'Club de Vendedores' }).click();
    await seller.waitForURL(/\/group\/[0-9a-f-]{36}\/search\?newSearch=1$/);
    await seller.getByRole('heading', { name: 'Buscar en el grupo' }).waitFor();
    await seller.getByText('Club de Vendedores', { exact: true }).first().waitFor();

    // A search made on the microsite, opened to edit, keeps its scope: nothing to choose.
    await seller.goto('/microsite/search?newSearch=1');
    await chooseType(seller, 'Inmuebles');
    await expect.poll(() => countButton(seller).textContent(), { timeout: 10_000 }).toMatch(/resultados?$/);
    await countButton(seller).click();
    await seller.waitForURL(/\/search\/[0-9a-f-]{36}$/);
    const uuid = new URL(seller.url()).pathname.split('/').pop() ?? '';
    await seller.goto(`/microsite/search?uuid=${uuid}`);
    await seller.getByRole('heading', { name: 'Editar búsqueda' }).waitFor();
    expect(await seller.getByRole('button', { name: 'Cambiar', exact: true }).count()).toBe(0);
    await seller.context().close();
  }, 180_000);

  it('offers no chooser on the main platform, where the microsite builder is not', async () => {
    const main = await quietPage(world.server.baseUrl);
    await main.goto('/search');
    await main.getByRole('heading', { name: 'Buscar', exact: true }).waitFor();
    expect(await main.getByRole('button', { name: 'Cambiar', exact: true }).count()).toBe(0);
    await main.goto('/microsite/search');
    await main.getByText('No se encontró la información que buscaba.').waitFor();
    await main.waitForURL((url) => !url.pathname.startsWith('/microsite'));
    await main.context().close();
  }, 120_000);
});
