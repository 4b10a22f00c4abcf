// How pictures show (issue 20, items 12 and 13; issue 34, item 12): a storefront with a few
// pictures pads its collage to 20 tiles by repetition, opens a publication on a tap and offers
// 'Contactar'; a swipe card keeps a phone's width on a desktop and
// shows a photo far from its frame's shape whole, over a blurred copy instead of black bands.
// Issue 19: a phone downloads the card-sized rendition of the top card's photo, first, and the
// cards further down only as they come near.
import { solidBmp } from '@app/services/testing';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { watchConsole } from './support/consoleWatch.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { api, createPropertySearch, signedInContext } from './support/swipeWorld.ts';

type Picture = { width: number; height: number; colour: [number, number, number] };

async function publishWithPictures(baseUrl: string, token: string, title: string, pictures: Picture[]) {
  const { types } = await api<{ types: { id: string; slug: string }[] }>(baseUrl, '/configuration');
  const typeId = types.find((type) => type.slug === 'inmuebles')?.id;
  const address = { title: 'Palermo, CABA', geolocation: { coordinates: [-34.588, -58.43] } };
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({ type_id: typeId, title, amount: 100_000, currency: 'USD', operation: 'sale', address }),
  );
  for (const { width, height, colour } of pictures) {
    const bytes = new Uint8Array(solidBmp(width, height, colour));
    form.append('medias[]', new Blob([bytes], { type: 'image/bmp' }), 'foto.bmp');
  }
  await api(baseUrl, '/account/publication', { method: 'POST', body: form, token });
}

const square = (colour: Picture['colour']): Picture => ({ width: 120, height: 120, colour });

async function cardOn(browser: Browser, baseUrl: string, token: string, uuid: string, width: number, height: number) {
  const context = await signedInContext(browser, baseUrl, token);
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`/search/${uuid}`);
  const card = page.locator('[data-active="true"]').getByTestId('publication-card');
  await card.locator('img').last().waitFor();
  return { page, card };
}

describe.skipIf(!hasChromium)('pictures', () => {
  const world = useBrowserWorld();

  it("pads a few pictures to 20 collage tiles, each opening its publication, and offers 'Contactar'", async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const slug = JSON.stringify({ slug: 'tienda-con-fotos' });
    const json = { 'Content-Type': 'application/json' };
    await api(baseUrl, '/user/slug', { method: 'POST', body: slug, headers: json, token: seller.token });
    await publishWithPictures(baseUrl, seller.token, 'Casa con dos fotos', [
      square([200, 60, 40]),
      square([40, 120, 200]),
    ]);
    await publishWithPictures(baseUrl, seller.token, 'Depto con una foto', [square([60, 160, 80])]);

    const page = await freshPage(world.browser, baseUrl);
    const unwanted = watchConsole(page);
    await page.goto('/tienda-con-fotos');
    const tiles = page.getByRole('button', { name: /^Ver / });
    await tiles.first().waitFor();
    // Repeated tiles are decoration: three to reach, twenty to see.
    expect(await tiles.count()).toBe(3);
    expect(await page.locator('img[src*="/api/media/"]').count()).toBe(20);
    await page.getByRole('button', { name: 'Ver Depto con una foto' }).click();
    await page.getByRole('dialog', { name: 'Publicación' }).getByText('Depto con una foto').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Publicación' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Contactar' }).click();
    await page.getByRole('dialog', { name: 'Contactar' }).waitFor();
    // The storefront was rendered by the server and hydrated without a mismatch.
    expect(unwanted()).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('shows a landscape photo whole over a blurred copy on a phone, and a phone-wide card on a desktop', async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({});
    await publishWithPictures(baseUrl, seller.token, 'Casa apaisada', [
      { width: 600, height: 250, colour: [30, 90, 160] },
    ]);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);

    const phone = await cardOn(world.browser, baseUrl, ana.token, uuid, 390, 844);
    const photo = phone.card.getByRole('img', { name: /Casa apaisada, imagen 1/ });
    expect(await photo.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
    const fill = phone.card.getByTestId('card-image-fill');
    expect(await fill.evaluate((image) => getComputedStyle(image).filter)).toMatch(/blur/);
    const [frame, filled] = [await phone.card.boundingBox(), await fill.boundingBox()];
    if (!frame || !filled) throw new Error('No card or fill on screen');
    expect(filled.height).toBeGreaterThanOrEqual(frame.height);
    await phone.page.context().close();

    const desktop = await cardOn(world.browser, baseUrl, ana.token, uuid, 1366, 768);
    const box = await desktop.card.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(480);
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 683)).toBeLessThan(40);
    await desktop.page.context().close();
  }, 60_000);

  it("downloads the card rendition of a phone's top card, not the full picture, and later cards lazily", async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({});
    for (const [title, colour] of [
      ['Casa alta', [200, 60, 40]],
      ['Casa media', [40, 120, 200]],
      ['Casa baja', [60, 160, 80]],
    ] as const) {
      await publishWithPictures(baseUrl, seller.token, title, [{ width: 1200, height: 1600, colour: [...colour] }]);
    }
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);

    // A 390 px phone at twice the density: a 374 px card wants 748 pixels, the card rendition's 800.
    const context = await signedInContext(world.browser, baseUrl, ana.token, { deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/media/publications/')) pictures.push(new URL(request.url()).pathname);
    });
    await page.goto(`/search/${uuid}`);
    const slides = page.locator('[aria-roledescription="diapositiva"]');
    const top = slides.nth(0).getByRole('img', { name: /imagen 1 de 1/ });
    await top.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('[data-active="true"] img[fetchpriority="high"]') as HTMLImageElement)?.complete,
    );
    const topSource = await top.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname);
    expect(topSource).toMatch(/-card\.webp$/);
    expect(pictures).toContain(topSource);
    expect(pictures.filter((path) => path.endsWith('-full.webp') || path.endsWith('.jpg'))).toEqual([]);
    expect(await top.getAttribute('fetchpriority')).toBe('high');
    const loadingOf = (slide: number) => slides.nth(slide).locator('img[alt*="imagen 1 de 1"]');
    expect(await loadingOf(1).getAttribute('loading')).toBe('eager');
    expect(await loadingOf(2).getAttribute('loading')).toBe('lazy');
    await context.close();
  }, 60_000);
});
