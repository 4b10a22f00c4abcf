// Inventory synchronization end to end (issue 25): a premium seller points 'Sincronizar
// publicaciones' at a JSON feed served over loopback, the worker runs it, and the seller sees the
// run's outcome, the synced publications in their list and storefront; the feed drops from 20
// items to 5 with lower prices, nothing is removed until the seller approves the held removals,
// then 15 are unpublished; a swiper on a 360 px phone sees 'Bajó de precio' on the card, whole.
import { type FeedServer, loopbackTestAllowance, SynchronizerWorker, startFeedServer } from '@app/services/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { feedTitle, propertyFeed } from './support/propertyFeed.ts';
import { signedInPage } from './support/realScreens.ts';
import { api, createPropertySearch, nameAccount, signedInContext } from './support/swipeWorld.ts';

const STORE_SLUG = 'inmobiliaria-sincronizada';
const PHONE = { width: 360, height: 740 };

async function publicationArticle(page: Page, title: string): Promise<Locator> {
  await page.goto('/account/publication');
  await page.getByRole('textbox', { name: 'Buscar publicaciones' }).fill(title);
  const article = page.getByRole('article', { name: title, exact: true });
  await article.waitFor();
  return article;
}

/** Distinct publications the storefront's collage offers (repeated tiles are hidden from roles). */
async function storefrontTitles(page: Page): Promise<string[]> {
  await page.goto(`/${STORE_SLUG}`);
  const tiles = page.getByRole('button', { name: /^Ver Departamento en Palermo/ });
  await tiles.first().waitFor();
  return (
    await tiles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  ).sort();
}

/** The element is drawn whole: inside the viewport and the card, its text not cut, nothing over it. */
async function drawnWhole(element: Locator, card: Locator, viewportWidth: number) {
  const box = await element.boundingBox();
  const cardBox = await card.boundingBox();
  if (!box || !cardBox) throw new Error('not drawn');
  expect(box.width).toBeGreaterThan(0);
  expect(box.x).toBeGreaterThanOrEqual(Math.max(0, cardBox.x));
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(viewportWidth, cardBox.x + cardBox.width));
  expect(box.y).toBeGreaterThanOrEqual(cardBox.y);
  expect(box.y + box.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
  const shown = await element.evaluate((node) => {
    const fits = [node, ...node.querySelectorAll('*')].every((part) => part.scrollWidth <= part.clientWidth + 1);
    // The card's text lets touches through to the card (pointer-events: none), which hit testing
    // skips: let it be hit for the probe, then put it back.
    const chain: HTMLElement[] = [];
    for (let part: HTMLElement | null = node as HTMLElement; part; part = part.parentElement) chain.push(part);
    const saved = chain.map((part) => part.style.pointerEvents);
    for (const part of chain) part.style.pointerEvents = 'auto';
    const rect = node.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    chain.forEach((part, index) => {
      part.style.pointerEvents = saved[index] ?? '';
    });
    return { fits, onTop: top !== null && (node === top || node.contains(top)) };
  });
  expect(shown).toEqual({ fits: true, onTop: true });
}

describe.skipIf(!hasChromium)('synchronizing a JSON feed', () => {
  let feed: FeedServer;
  let worker: SynchronizerWorker | undefined;
  beforeAll(async () => {
    feed = await startFeedServer();
  });
  const world = useBrowserWorld(() => ({ parts: { outbound: loopbackTestAllowance([feed.port]) } }));
  afterAll(async () => {
    await worker?.stop();
    await worker?.idle();
    await feed?.close();
  });

  it('syncs 20 items, holds 15 removals until approved, and shows the price drop to a swiper', async () => {
    const { baseUrl } = world.server;
    const accounts = world.server.world;
    const seller = await accounts.accountFor({ premium: true });
    await nameAccount(baseUrl, seller.token, 'Inmobiliaria Sincronizada');
    const slug = JSON.stringify({ slug: STORE_SLUG });
    const json = { 'Content-Type': 'application/json' };
    await api(baseUrl, '/user/slug', { method: 'POST', body: slug, headers: json, token: seller.token });
    feed.answer = propertyFeed(feed, 20);

    // The seller saves the feed's URL: the synchronizer waits for the worker.
    const page = await (await signedInContext(world.browser, baseUrl, seller.token)).newPage();
    await page.goto('/account/publication/synchronizer');
    await page.getByRole('heading', { name: 'Sincronizar publicaciones' }).waitFor();
    await page.getByRole('textbox', { name: 'URL del feed' }).fill(feed.url('/feed.json'));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Sincronización actualizada correctamente.').waitFor();
    await page.getByText('Sincronización próxima a ejecutarse').waitFor();

    worker = new SynchronizerWorker(accounts.platform, { intervalHours: 6, concurrency: 2, pollMs: 250 });
    worker.start();
    await page.getByText('Sincronización completa: 20 nuevas, 0 actualizadas').first().waitFor({ timeout: 30_000 });
    const runs = page.getByRole('listitem', { name: /^Sincronización del / });
    await expect.poll(() => runs.first().textContent()).toContain('20 nuevas, 0 actualizadas, 0 sin cambios');
    await expect.poll(() => runs.first().textContent()).toContain('Completa');
    await expect.poll(() => page.getByText(/^Última sincronización: \d\d\/\d\d\/\d{4} \d\d:\d\d$/).count()).toBe(1);

    // The synced publications are in the seller's list, marked, and in the storefront.
    const first = await publicationArticle(page, feedTitle(1));
    await first.getByText('Sincronizada automáticamente').waitFor();
    expect(await first.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    const everyTitle = Array.from({ length: 20 }, (_, index) => `Ver ${feedTitle(index + 1)}`).sort();
    await expect.poll(() => storefrontTitles(page), { timeout: 10_000 }).toEqual(everyTitle);

    // The feed drops to 5 items, each US$ 5.000 cheaper: nothing is removed, 15 are held.
    feed.answer = propertyFeed(feed, 5, 5_000);
    await page.goto('/account/publication/synchronizer');
    await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await page.getByText('Sincronización marcada para ejecutar.').waitFor();
    const held = page.getByRole('list', { name: 'Publicaciones pendientes de quitar' });
    await held.waitFor({ timeout: 30_000 });
    expect(await held.getByRole('listitem').count()).toBe(15);
    await expect
      .poll(() => runs.first().textContent())
      .toContain('0 nuevas, 5 actualizadas, 0 sin cambios, 15 retenidas');
    await expect.poll(() => storefrontTitles(page), { timeout: 10_000 }).toEqual(everyTitle);

    // The seller approves: the 15 are unpublished (not deleted) and each can be undone.
    await page.goto('/account/publication/synchronizer');
    await page.getByRole('button', { name: 'Quitar publicaciones' }).click();
    await page.getByText('Las publicaciones se dejaron de publicar.').waitFor();
    const removed = page.getByRole('list', { name: 'Quitadas por la sincronización' });
    await expect.poll(() => removed.getByRole('button', { name: /^Deshacer / }).count()).toBe(15);
    expect(await held.count()).toBe(0);
    const gone = await publicationArticle(page, feedTitle(20));
    await gone.getByText('Privada').waitFor();
    const kept = Array.from({ length: 5 }, (_, index) => `Ver ${feedTitle(index + 1)}`).sort();
    await expect.poll(() => storefrontTitles(page), { timeout: 10_000 }).toEqual(kept);
    await page.context().close();

    // A swiper on a 360 px phone sees the cut on the card, badge and previous price whole.
    const swiper = await accounts.accountFor({});
    const uuid = await createPropertySearch(baseUrl, swiper.token, seller.userId);
    const phone = await signedInPage(world.browser, baseUrl, swiper.token, PHONE);
    await phone.goto(`/search/${uuid}`);
    const card = phone.locator('[data-active="true"]').getByTestId('publication-card');
    const badge = card.getByText('Bajó de precio', { exact: true });
    await badge.waitFor();
    await drawnWhole(badge, card, PHONE.width);
    const before = card.getByText(/^Antes U\$S\s10\d\.000$/);
    await drawnWhole(before, card, PHONE.width);
    await phone.context().close();
  }, 180_000);
});
