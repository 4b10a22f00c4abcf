// A visitor builds a search in a real browser and keeps it by signing up: two filter items, a price
// range and a place, the live count following every change, the search saved with the guest key,
// then handed to the new account and found in its list. It searches one seller's store, so the
// demo world's own publications do not move the counts.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { openStorefront, seedSearchablePublications } from './support/searchableWorld.ts';

/** The builder's main button, whatever the count says. */
const searchButton = (page: Page) => page.getByRole('button', { name: /^(Buscar|Sin resultados|\+?\d+ resultados?)$/ });

async function countSays(page: Page, label: string): Promise<void> {
  await expect.poll(() => searchButton(page).textContent(), { timeout: 10_000 }).toBe(label);
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(!hasChromium)('building a search in the browser', () => {
  const world = useBrowserWorld();
  const store = `inmobiliaria-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const seller = await world.server.world.tokenFor({ premium: true });
    await openStorefront(world.server.baseUrl, seller, store);
    await seedSearchablePublications(world.server.baseUrl, seller);
  });

  it('takes a visitor from an empty builder to a saved search in their new account', async () => {
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto(`/${store}/search`);
    await page.getByRole('heading', { name: 'Buscar en el catálogo' }).waitFor();

    // The guided tour runs once; skipping it leaves its cookie.
    await page.getByRole('dialog', { name: 'Dónde buscás' }).waitFor();
    await page.getByRole('button', { name: 'Omitir' }).click();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('guide-search');
    await expect.poll(() => searchButton(page).isDisabled()).toBe(true);

    // First item: flats priced in dollars, up to about 197.000.
    await choose(page, '¿Qué buscás?', 'Inmuebles');
    await choose(page, 'Categoría', 'Departamento');
    await countSays(page, '3 resultados');
    await page.getByText('U$S', { exact: true }).click();
    const highestPrice = page.getByRole('slider', { name: 'Precio hasta' });
    await highestPrice.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowLeft');
    await countSays(page, '2 resultados');
    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    const filters = page.getByRole('list', { name: 'Filtros agregados' });
    await filters.getByText('Departamento en venta, hasta U$S 196.660').waitFor();

    // Second item: any vehicle; then both only in Palermo.
    await choose(page, '¿Qué buscás?', 'Vehículos');
    await countSays(page, '3 resultados');
    const places = page.getByRole('textbox', { name: 'Lugares' });
    await places.click();
    await places.pressSequentially('Palerm');
    await page.getByRole('option', { name: 'Palermo, Ciudad Autónoma de Buenos Aires', exact: true }).click();
    await page.getByLabel('Lugares elegidos').getByText('Palermo, Ciudad Autónoma de Buenos Aires').waitFor();
    await countSays(page, '2 resultados');

    await searchButton(page).click();
    await page.waitForURL(/\/search\/[0-9a-f-]{36}$/);
    const uuid = page.url().split('/').at(-1) ?? '';
    const { origins } = await page.context().storageState();
    const stored = new Map(origins.flatMap((origin) => origin.localStorage.map((item) => [item.name, item.value])));
    expect(JSON.parse(stored.get('auth') ?? '{}')).toMatchObject({ searches: [uuid] });
    expect(stored.get('guest-key')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Signing up hands the search to the account.
    const email = `buscadora-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Correo electrónico').fill(email);
    await panel.getByRole('button', { name: 'Continuar' }).click();
    await panel.getByRole('heading', { name: 'Creá tu cuenta' }).waitFor();
    await panel.getByLabel('Nombre').fill('Marina Gómez');
    await panel.getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();

    await page.goto('/account/search');
    await page.getByRole('heading', { name: 'Búsquedas' }).waitFor();
    const row = page.getByRole('article', { name: 'Búsqueda con 2 filtros' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Opciones de Búsqueda con 2 filtros' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL(new RegExp(`/${store}/search\\?uuid=${uuid}$`));
    // Editing puts the last item back in the form and the first in the list.
    await page.getByRole('heading', { name: 'Editar búsqueda' }).waitFor();
    await filters.getByText('Departamento en venta, hasta U$S 196.660').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: '¿Qué buscás?' }).inputValue()).toBe('Vehículos');
    await countSays(page, '2 resultados');
    await page.context().close();
  });

  it('finds the same publications for "3 ambientes" typed and for the builder chip 3+', async () => {
    // The store holds flats of 2, 3 and 3 ambientes and a house of 5: 'at least 3' is three of them.
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto(`/${store}/search`);
    await page.getByRole('dialog', { name: 'Dónde buscás' }).waitFor();
    await page.getByRole('button', { name: 'Omitir' }).click();
    await choose(page, '¿Qué buscás?', 'Inmuebles');
    // Ambientes, Dormitorios and Baños each offer 1+ to 10+; Ambientes comes first in the form.
    await page.locator('label', { hasText: /^3\+$/ }).first().click();
    await countSays(page, '3 resultados');

    // A fresh builder (the tour is not offered twice), the same words typed.
    await page.reload();
    await page.getByRole('heading', { name: 'Buscar en el catálogo' }).waitFor();
    await page.getByRole('button', { name: 'Búsqueda rápida' }).click();
    await page.getByRole('textbox', { name: '¿Qué estás buscando?' }).fill('3 ambientes');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const filters = page.getByRole('list', { name: 'Filtros agregados' });
    await filters.getByText('Inmuebles en venta, Ambientes desde 3').waitFor();
    await countSays(page, '3 resultados');
    await page.context().close();
  });

  it('offers the nearest loosening when a quick search finds nothing, and applies it in one tap', async () => {
    // No property of the store has 6 ambientes; its house has 5.
    const page = await freshPage(world.browser, world.server.baseUrl);
    await page.goto(`/${store}/search`);
    await page.getByRole('dialog', { name: 'Dónde buscás' }).waitFor();
    await page.getByRole('button', { name: 'Omitir' }).click();
    await page.getByRole('button', { name: 'Búsqueda rápida' }).click();
    await page.getByRole('textbox', { name: '¿Qué estás buscando?' }).fill('6 ambientes');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await countSays(page, 'Sin resultados');
    const way = page.getByRole('region', { name: 'Sin resultados' });
    await way.getByText('No encontramos publicaciones con estos filtros.').waitFor();
    const fewerRooms = way.getByRole('button', { name: /^Ambientes desde 5/ });
    expect(await fewerRooms.textContent()).toContain('1 resultado');
    await way.getByRole('button', { name: 'Avisame cuando haya' }).waitFor();
    await fewerRooms.click();
    await countSays(page, '1 resultado');
    await page
      .getByRole('list', { name: 'Filtros agregados' })
      .getByText('Inmuebles en venta, Ambientes desde 5')
      .waitFor();
    expect(await way.count()).toBe(0);
    await page.context().close();
  });
});
