// Helpers of newcomer.e2e.spec.ts: the card on top of the swipe stack, a seller reachable by phone
// and WhatsApp, a shared search another person joined, and the swipe screen's options menu.
import type { Page } from 'playwright-core';
import { api, createPropertySearch, seedProperties } from './swipeWorld.ts';

export const activeCard = (page: Page) => page.locator('[data-active="true"]').getByTestId('publication-card');

export async function enableWhatsapp(baseUrl: string, token: string, name: string, phone: string): Promise<void> {
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('name', name);
  form.append('phone', phone);
  form.append('contact_types[]', 'phone');
  form.append('contact_types[]', 'whatsapp');
  await api(baseUrl, '/user', { method: 'POST', body: form, token });
}

const json = { 'Content-Type': 'application/json' };

/** Ana's search of the seller's store, shared, that Bruno joined and liked two properties in. */
export async function sharedAndJoined(baseUrl: string, ana: string, bruno: string, sellerId: string, seller: string) {
  const properties = await seedProperties(baseUrl, seller);
  const uuid = await createPropertySearch(baseUrl, ana, sellerId);
  const share = JSON.stringify({ shareable: true, filtered: 'all' });
  await api(baseUrl, `/search/${uuid}/share`, { method: 'PUT', body: share, headers: json, token: ana });
  await api(baseUrl, `/search/${uuid}/join`, { method: 'POST', token: bruno });
  for (const [index, property] of properties.entries()) {
    const body = JSON.stringify({ publication_id: property.id, like: index < 2 });
    await api(baseUrl, `/search/${uuid}/decision`, { method: 'POST', body, headers: json, token: bruno });
  }
  return uuid;
}

/** The items of the swipe screen's options menu for the search, as `page`'s person sees them. */
export async function menuItems(page: Page, uuid: string): Promise<string[]> {
  await page.goto(`/search/${uuid}`);
  await page.getByRole('button', { name: /^Opciones/ }).click();
  await page.getByRole('menuitem').first().waitFor();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}
