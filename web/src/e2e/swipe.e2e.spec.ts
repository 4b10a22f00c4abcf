// Swiping one shared search together, end to end: two searchers on their phones see their
// coincidence live, a superlike reaches the seller's open dashboard, undo and finishing work, and
// the map puts a publication next.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { createPropertySearch, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

const activeSlide = (page: Page) => page.locator('[data-active="true"]');
const activeCard = (page: Page) => activeSlide(page).getByTestId('publication-card');

async function activePublicationId(page: Page): Promise<string | null> {
  await activeCard(page).waitFor();
  return activeCard(page).getAttribute('data-publication-id');
}

/** Waits until the slider shows a card other than the given one. */
async function nextCardAfter(page: Page, publicationId: string | null): Promise<string | null> {
  await expect.poll(() => activePublicationId(page), { timeout: 5_000 }).not.toBe(publicationId);
  return activePublicationId(page);
}

/** Drags the current card to the right, past the 130 px that make a like. */
async function dragToLike(page: Page): Promise<void> {
  const box = await activeCard(page).boundingBox();
  if (!box) throw new Error('No card to drag');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 170, start.y + 10, { steps: 12 });
  await page.mouse.up();
}

async function holdLike(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Me gusta/ }).hover();
  await page.mouse.down();
  await page.waitForTimeout(1_700);
  await page.mouse.up();
}

describe.skipIf(!hasChromium)('swiping a shared search together', () => {
  const world = useBrowserWorld();

  it('shows coincidences live, sends a superlike to the seller, undoes, finishes and inserts from the map', async () => {
    const { baseUrl } = world.server;
    const accounts = world.server.world;
    const seller = await accounts.accountFor({ premium: true });
    const ana = await accounts.accountFor({ premium: true });
    const bruno = await accounts.accountFor({});
    await nameAccount(baseUrl, seller.token, 'Inmobiliaria Sur');
    await nameAccount(baseUrl, ana.token, 'Ana');
    await nameAccount(baseUrl, bruno.token, 'Bruno');
    const properties = await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);

    const sellerPage = await (await signedInContext(world.browser, baseUrl, seller.token)).newPage();
    await sellerPage.goto('/dashboard');
    await sellerPage.getByRole('heading', { name: '¡Hola, Inmobiliaria Sur!' }).waitFor();

    // Ana shares her search from the options menu.
    const anaPage = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await anaPage.goto(`/search/${uuid}`);
    const anaFirst = await activePublicationId(anaPage);
    await anaPage.getByRole('button', { name: /^Opciones/ }).click();
    await anaPage.getByRole('menuitem', { name: 'Compartir' }).click();
    const sharePanel = anaPage.getByRole('dialog', { name: 'Compartir búsqueda' });
    await sharePanel.getByRole('textbox', { name: 'Qué ven los invitados' }).click();
    await anaPage.getByRole('option').first().click();
    await sharePanel.getByRole('button', { name: 'Invitar' }).click();
    await anaPage.getByText('Búsqueda compartida correctamente.').waitFor();
    await sharePanel.getByRole('button', { name: 'Detener' }).waitFor();
    await anaPage.keyboard.press('Escape');

    // Bruno opens the link, joins, and both like the same property (he drags the card).
    const brunoPage = await (await signedInContext(world.browser, baseUrl, bruno.token)).newPage();
    await brunoPage.goto(`/search/${uuid}`);
    expect(await activePublicationId(brunoPage)).toBe(anaFirst);
    await anaPage.getByRole('button', { name: /^Me gusta/ }).click();
    await nextCardAfter(anaPage, anaFirst);
    await dragToLike(brunoPage);
    await brunoPage.getByText(/¡Coincidencia! A Ana también le gusta/).waitFor({ timeout: 1_000 });
    await anaPage.getByText(/¡Coincidencia! A Bruno también le gusta/).waitFor({ timeout: 1_000 });

    // Ana superlikes the next property; its seller's open dashboard shows it once the notice ends.
    const superliked = await activePublicationId(anaPage);
    const superlikedTitle = properties.find((property) => property.id === superliked)?.title ?? '';
    await holdLike(anaPage);
    await anaPage.getByText(/Tus datos de contacto serán enviados/).waitFor();
    await sellerPage.getByText(`Ana dio superlike a «${superlikedTitle}».`).first().waitFor({ timeout: 15_000 });
    await sellerPage.getByRole('link', { name: ana.email }).waitFor();

    // Undo goes back to that property and clears its decision.
    await nextCardAfter(anaPage, superliked);
    await anaPage.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => activePublicationId(anaPage), { timeout: 5_000 }).toBe(superliked);
    await expect.poll(() => activeCard(anaPage).locator('[data-decision]').count()).toBe(0);

    // Bruno finishes his selection.
    await brunoPage.getByRole('button', { name: /^Opciones/ }).click();
    await brunoPage.getByRole('menuitem', { name: 'Finalizar selección' }).click();
    await brunoPage.getByText('Se envió un aviso de que tu selección fué finalizada.').waitFor();

    // The map puts the property of a tapped badge right after the current slide and shows it.
    const current = await activePublicationId(anaPage);
    await anaPage.getByRole('button', { name: 'Mapa' }).click();
    const mapPanel = anaPage.getByRole('dialog', { name: 'Mapa' });
    const otherBadge = mapPanel.locator(`[data-publication-id]:not([data-publication-id="${current}"])`).first();
    const chosen = await otherBadge.getAttribute('data-publication-id');
    await otherBadge.click();
    await expect.poll(() => activePublicationId(anaPage), { timeout: 5_000 }).toBe(chosen);

    for (const page of [anaPage, brunoPage, sellerPage]) await page.context().close();
  }, 120_000);

  it('draws the offline basemap under the badges when no map style is configured', async () => {
    const { baseUrl } = world.server;
    const accounts = world.server.world;
    const seller = await accounts.accountFor({ premium: true });
    const searcher = await accounts.accountFor({ premium: true });
    await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, searcher.token, seller.userId);

    // The data: Argentina's 24 provinces and CABA's 48 barrios as outlines, with place names.
    const basemap = await (await fetch(`${baseUrl}/basemap/argentina.json`)).json();
    const outlines = basemap.outlines.features as { properties: { kind: string; name: string } }[];
    expect(outlines.filter((feature) => feature.properties.kind === 'province')).toHaveLength(24);
    expect(outlines.filter((feature) => feature.properties.kind === 'barrio')).toHaveLength(48);
    expect(basemap.labels).toContainEqual(['Palermo', 'barrio', expect.any(Number), expect.any(Number)]);

    const page = await (await signedInContext(world.browser, baseUrl, searcher.token)).newPage();
    await page.goto(`/search/${uuid}`);
    await activeCard(page).waitFor();
    await page.getByRole('button', { name: 'Mapa' }).click();
    const map = page.getByRole('dialog', { name: 'Mapa' }).getByTestId('search-map');
    await map.and(page.locator('[data-basemap="drawn"]')).waitFor({ timeout: 15_000 });
    // Zoomed out to the widest the map allows, the barrios around the badges show with their names.
    const box = await map.boundingBox();
    if (!box) throw new Error('No map on screen');
    // Beside the badge in the middle, so the view widens around the properties.
    await map.hover({ position: { x: box.width / 2 - 60, y: box.height / 2 } });
    const palermo = map.locator('[data-place-label="barrio"]', { hasText: 'Palermo' });
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 400);
          return palermo.count();
        },
        { timeout: 30_000, interval: 700 },
      )
      .toBe(1);
    await page.waitForTimeout(700);

    const { data, info } = await sharp(await map.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const near = (offset: number, [red, green, blue]: number[], tolerance: number) =>
      Math.abs(data[offset]! - red!) + Math.abs(data[offset + 1]! - green!) + Math.abs(data[offset + 2]! - blue!) <=
      tolerance;
    let boundary = 0;
    let barrio = 0;
    let flatGrey = 0;
    for (let offset = 0; offset < data.length; offset += info.channels) {
      if (near(offset, [0xb8, 0xa9, 0x8c], 30)) boundary++;
      if (near(offset, [0xf7, 0xf4, 0xec], 4)) barrio++;
      if (near(offset, [0xe9, 0xec, 0xef], 4)) flatGrey++;
    }
    const pixels = info.width * info.height;
    // Barrios fill the view with their boundaries across it; the old flat grey background is gone.
    expect(boundary).toBeGreaterThan(200);
    expect(barrio / pixels).toBeGreaterThan(0.5);
    expect(flatGrey / pixels).toBeLessThan(0.01);
    await page.context().close();
  }, 90_000);
});
