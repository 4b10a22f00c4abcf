// Three people decide one shared search under a majority rule: the owner chooses the rule in the
// search's options, two like a house, the third gets it first with "Tu grupo te está esperando en
// esta", likes it, and all three see the coincidence live.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { api, createPropertySearch, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

const activeSlide = (page: Page) => page.locator('[data-active="true"]');
const activeCard = (page: Page) => activeSlide(page).getByTestId('publication-card');

async function activePublicationId(page: Page): Promise<string | null> {
  await activeCard(page).waitFor();
  return activeCard(page).getAttribute('data-publication-id');
}

describe.skipIf(!hasChromium)('deciding together under a consensus rule', () => {
  const world = useBrowserWorld();

  it('puts the house the group waits on first for the third, whose like makes the coincidence for all', async () => {
    const { baseUrl } = world.server;
    const accounts = world.server.world;
    const seller = await accounts.accountFor({ premium: true });
    const [ana, bruno, caro] = [
      await accounts.accountFor({ premium: true }),
      await accounts.accountFor({}),
      await accounts.accountFor({}),
    ];
    await nameAccount(baseUrl, ana.token, 'Ana');
    await nameAccount(baseUrl, bruno.token, 'Bruno');
    await nameAccount(baseUrl, caro.token, 'Caro');
    const properties = await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);
    const json = { 'Content-Type': 'application/json' };
    const share = JSON.stringify({ shareable: true, filtered: 'all' });
    await api(baseUrl, `/search/${uuid}/share`, { method: 'PUT', body: share, headers: json, token: ana.token });

    // Ana chooses the majority rule in the search's options.
    const anaPage = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await anaPage.goto(`/search/${uuid}`);
    const first = await activePublicationId(anaPage);
    await anaPage.getByRole('button', { name: /^Opciones/ }).click();
    await anaPage.getByRole('menuitem', { name: 'Regla de coincidencia' }).click();
    const panel = anaPage.getByRole('dialog', { name: 'Regla de coincidencia' });
    await panel.getByRole('radio', { name: 'Cuando le gusta a la mayoría' }).check();
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await anaPage.getByText('Búsqueda actualizada correctamente.').waitFor();

    // Ana and Bruno like a house that is not the search's first.
    const house = properties.find((property) => property.id !== first);
    if (!house) throw new Error('No second property');
    for (const token of [bruno.token, caro.token])
      await api(baseUrl, `/search/${uuid}/join`, { method: 'POST', token });
    const like = JSON.stringify({ publication_id: house.id, like: true, is_super: false });
    for (const token of [ana.token, bruno.token]) {
      await api(baseUrl, `/search/${uuid}/decision`, { method: 'POST', body: like, headers: json, token });
    }
    await anaPage.reload();
    const brunoPage = await (await signedInContext(world.browser, baseUrl, bruno.token)).newPage();
    await brunoPage.goto(`/search/${uuid}`);
    await activeCard(brunoPage).waitFor();

    // Caro gets that house first, told the group waits on her, and likes it.
    const caroPage = await (await signedInContext(world.browser, baseUrl, caro.token)).newPage();
    await caroPage.goto(`/search/${uuid}`);
    expect(await activePublicationId(caroPage)).toBe(house.id);
    await activeSlide(caroPage).getByText('Tu grupo te está esperando en esta').waitFor();
    await caroPage.getByRole('button', { name: /^Me gusta/ }).click();

    const title = `«${house.title}»`;
    await caroPage.getByText(`¡Coincidencia! A Ana y Bruno también les gusta ${title}.`).waitFor({ timeout: 5_000 });
    await anaPage.getByText(`¡Coincidencia! A Bruno y Caro también les gusta ${title}.`).waitFor({ timeout: 5_000 });
    await brunoPage.getByText(`¡Coincidencia! A Ana y Caro también les gusta ${title}.`).waitFor({ timeout: 5_000 });

    for (const page of [anaPage, brunoPage, caroPage]) await page.context().close();
  }, 120_000);
});
