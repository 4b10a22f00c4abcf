// What a newcomer meets first on a phone, end to end (issue 20): contacting a seller, finding a
// search they joined, the counters of their lists, and the swipe screen's notices and menus.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { api, createPropertySearch, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

const activeCard = (page: Page) => page.locator('[data-active="true"]').getByTestId('publication-card');

async function enableWhatsapp(baseUrl: string, token: string, name: string, phone: string): Promise<void> {
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('name', name);
  form.append('phone', phone);
  form.append('contact_types[]', 'phone');
  form.append('contact_types[]', 'whatsapp');
  await api(baseUrl, '/user', { method: 'POST', body: form, token });
}

describe.skipIf(!hasChromium)('a newcomer on a phone', () => {
  const world = useBrowserWorld();

  it("contacts a seller from a publication's detail, which shows owner-only facts to its owner alone", async () => {
    const { baseUrl } = world.server;
    const seller = await world.server.world.accountFor({ premium: true });
    const ana = await world.server.world.accountFor({});
    await enableWhatsapp(baseUrl, seller.token, 'Inmobiliaria Norte', '+5491155550101');
    await nameAccount(baseUrl, ana.token, 'Ana');
    await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, ana.token, seller.userId);

    const page = await (await signedInContext(world.browser, baseUrl, ana.token)).newPage();
    await page.goto(`/search/${uuid}`);
    const title = await activeCard(page).getByRole('heading').first().textContent();
    await activeCard(page).getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: 'Publicación' });
    await detail.getByRole('button', { name: 'Contactar' }).click();
    expect(await detail.getByText('Visibilidad').count()).toBe(0);
    const contact = page.getByRole('dialog', { name: 'Contactar' });
    await contact.getByText('Inmobiliaria Norte').waitFor();
    const links = contact.getByRole('link', { name: /5491155550101/ });
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute('href')).toBe('tel:+5491155550101');
    const whatsapp = await links.last().getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5491155550101\?text=/);
    expect(decodeURIComponent(whatsapp?.split('text=')[1] ?? '')).toContain(title ?? 'no title');
    expect(await contact.getByRole('link', { name: /@/ }).count()).toBe(0);

    const ownSearch = await createPropertySearch(baseUrl, seller.token, seller.userId);
    const sellerPage = await (await signedInContext(world.browser, baseUrl, seller.token)).newPage();
    await sellerPage.goto(`/search/${ownSearch}`);
    await activeCard(sellerPage).getByRole('button', { name: 'Ver detalle' }).click();
    const ownDetail = sellerPage.getByRole('dialog', { name: 'Publicación' });
    await ownDetail.getByText('Visibilidad').waitFor();
    expect(await ownDetail.getByRole('button', { name: 'Contactar' }).count()).toBe(0);
    for (const opened of [page, sellerPage]) await opened.context().close();
  }, 60_000);
});
