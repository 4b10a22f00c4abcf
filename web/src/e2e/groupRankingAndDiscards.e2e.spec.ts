// Issue 26 in the browser. "Discarded stays discarded": what Ana rejects in one search stays out of
// her next search of the same storefront; 'Descartadas' (from the swipe's options) lists it and
// 'Volver a mostrar' brings it back. "The group's ranking": when the deck runs out with no
// coincidence, the final slide shows the group's top publications, and 'Ranking del grupo' all.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { api, createPropertySearch, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

const activeSlide = (page: Page) => page.locator('[data-active="true"]');
const activeCard = (page: Page) => activeSlide(page).getByTestId('publication-card');
const json = { 'Content-Type': 'application/json' };

async function activePublicationId(page: Page): Promise<string | null> {
  await activeCard(page).waitFor();
  return activeCard(page).getAttribute('data-publication-id');
}

async function deckIds(page: Page): Promise<(string | null)[]> {
  await activeCard(page).waitFor();
  return page
    .getByTestId('publication-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-publication-id')));
}

describe.skipIf(!hasChromium)('issue 26: discards and the group’s ranking', () => {
  const world = useBrowserWorld();

  it('keeps a rejected house out of the next search until Ana restores it from Descartadas', async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({});
    await nameAccount(baseUrl, ana.token, 'Ana');
    await nameAccount(baseUrl, seller.token, 'Inmobiliaria Palermo');
    const properties = await seedProperties(baseUrl, seller.token);
    const first = await createPropertySearch(baseUrl, ana.token, seller.userId);

    const page = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await page.goto(`/search/${first}`);
    const rejected = await activePublicationId(page);
    const title = properties.find((property) => property.id === rejected)?.title ?? '';
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect.poll(() => activePublicationId(page)).not.toBe(rejected);

    const second = await createPropertySearch(baseUrl, ana.token, seller.userId);
    await page.goto(`/search/${second}`);
    const shown = await deckIds(page);
    expect(shown).toHaveLength(properties.length - 1);
    expect(shown).not.toContain(rejected);

    await page.getByRole('button', { name: /^Opciones/ }).click();
    await page.getByRole('menuitem', { name: 'Descartadas' }).click();
    await page.getByRole('heading', { name: 'Descartadas' }).waitFor();
    const row = page.getByTestId('discarded-publication');
    await row.getByText(title).waitFor();
    await row.getByText(/en Inmobiliaria Palermo\.$/).waitFor();
    await page.getByRole('button', { name: `Volver a mostrar ${title}` }).click();
    await page.getByText('La publicación vuelve a aparecer en tus búsquedas.').waitFor();
    await page.getByText('No descartaste publicaciones.').waitFor();

    await page.goto(`/search/${second}`);
    await expect.poll(async () => (await deckIds(page)).includes(rejected)).toBe(true);
    await page.context().close();
  }, 120_000);

  it('shows the group’s top publications on the final slide without a coincidence, and the whole ranking', async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const [ana, bruno] = [await world.server.world.accountFor({}), await world.server.world.accountFor({})];
    await nameAccount(baseUrl, ana.token, 'Ana');
    await nameAccount(baseUrl, bruno.token, 'Bruno');
    const [ph, flat, house] = await seedProperties(baseUrl, seller.token);
    if (!ph || !flat || !house) throw new Error('Three properties expected');
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);
    const share = JSON.stringify({ shareable: true, filtered: 'all' });
    await api(baseUrl, `/search/${uuid}/share`, { method: 'PUT', body: share, headers: json, token: ana.token });
    await api(baseUrl, `/search/${uuid}/join`, { method: 'POST', token: bruno.token });
    const decide = (token: string, publicationId: string, like: boolean, isSuper = false) =>
      api(baseUrl, `/search/${uuid}/decision`, {
        method: 'POST',
        body: JSON.stringify({ publication_id: publicationId, like, is_super: isSuper }),
        headers: json,
        token,
      });
    // Ana superlikes the PH Bruno rejects; Bruno likes the flat; Ana rejects the house.
    await decide(ana.token, ph.id, true, true);
    await decide(bruno.token, ph.id, false);
    await decide(bruno.token, flat.id, true);
    await decide(ana.token, house.id, false);

    const page = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await page.goto(`/search/${uuid}`);
    expect(await activePublicationId(page)).toBe(flat.id);
    await page.getByRole('button', { name: 'Descartar' }).click();

    const top = page.getByTestId('final-slide').getByTestId('group-top-three');
    await top.waitFor();
    await expect
      .poll(() => top.getByTestId('ranked-publication').allInnerTexts())
      .toEqual([expect.stringContaining(ph.title), expect.stringContaining(flat.title)]);
    await top.getByRole('button', { name: 'Ranking del grupo' }).click();

    await page.getByRole('heading', { name: 'Ranking del grupo' }).waitFor();
    const ranked = page.getByTestId('ranked-publication');
    await expect.poll(() => ranked.count()).toBe(3);
    const texts = await ranked.allInnerTexts();
    expect(texts[0]).toContain(ph.title);
    expect(texts[0]).toContain('1 superlike');
    expect(texts[1]).toContain(flat.title);
    expect(texts[2]).toContain(house.title);
    await page.context().close();
  }, 120_000);
});
