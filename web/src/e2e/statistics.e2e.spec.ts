// A seller's statistics, end to end (issue 24): the seller sent a search of their properties to two
// clients, who joined it and each superliked the same property. The seller opens Estadísticas from
// the user menu, picks a range, reads the funnel and the ranking, opens the property's superlikes,
// writes to one lead by WhatsApp, marks them contacted, and the funnel counts the contact.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { api, createPropertySearch, nameAccount, seedProperties, signedInContext } from './support/swipeWorld.ts';

const json = { 'Content-Type': 'application/json' };

async function enableWhatsapp(baseUrl: string, token: string, name: string, phone: string): Promise<void> {
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('name', name);
  form.append('phone', phone);
  form.append('contact_types[]', 'whatsapp');
  await api(baseUrl, '/user', { method: 'POST', body: form, token });
}

const funnelStage = (page: Page, stage: string) => page.getByTestId('funnel').locator(`[data-stage="${stage}"]`);

async function pickRange(page: Page, label: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Período' }).click();
  await page.getByRole('option', { name: label }).click();
}

describe.skipIf(!hasChromium)('a seller’s statistics', () => {
  const world = useBrowserWorld();

  it('shows the funnel and the ranking, and counts a lead contacted by WhatsApp', async () => {
    const { baseUrl } = world.server;
    const accounts = world.server.world;
    const seller = await accounts.accountFor({ premium: true, statistics: true });
    const ana = await accounts.accountFor({});
    const bruno = await accounts.accountFor({});
    await nameAccount(baseUrl, seller.token, 'Inmobiliaria Sur');
    await enableWhatsapp(baseUrl, ana.token, 'Ana', '+54 9 11 5555-0101');
    await nameAccount(baseUrl, bruno.token, 'Bruno');
    const [property] = await seedProperties(baseUrl, seller.token);
    const uuid = await createPropertySearch(baseUrl, seller.token, seller.userId);
    const share = JSON.stringify({ shareable: true, filtered: 'all' });
    await api(baseUrl, `/search/${uuid}/share`, { method: 'PUT', body: share, headers: json, token: seller.token });
    const superlike = JSON.stringify({ publication_id: property!.id, like: true, is_super: true });
    for (const client of [ana, bruno]) {
      await api(baseUrl, `/search/${uuid}/join`, { method: 'POST', token: client.token });
      await api(baseUrl, `/search/${uuid}/decision`, {
        method: 'POST',
        body: superlike,
        headers: json,
        token: client.token,
      });
    }

    const context = await signedInContext(world.browser, baseUrl, seller.token);
    // WhatsApp is not reachable from here: its page is answered in place, the address is what matters.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('button', { name: 'Estadísticas' })
      .click();
    await page.getByRole('heading', { name: 'Estadísticas', level: 1 }).waitFor();
    await page.getByText('Estadísticas de cuenta').waitFor();

    await pickRange(page, 'Últimos 7 días');
    await expect.poll(() => funnelStage(page, 'superliked').textContent()).toMatch(/: 2 personas, 2 eventos/);
    await expect.poll(() => funnelStage(page, 'contacted').textContent()).toMatch(/: 0 personas/);
    await page.getByText('Contactados: 0 de 2 interesados').waitFor();
    const ranked = page.getByTestId('ranked-user');
    // The two clients answered the shared search; the seller shared it.
    await expect.poll(() => ranked.count()).toBe(3);
    expect(await ranked.allTextContents()).toEqual([
      expect.stringContaining('Ana'),
      expect.stringContaining('Bruno'),
      expect.stringContaining('Inmobiliaria Sur'),
    ]);
    await ranked.first().getByLabel('Puesto 1').waitFor();

    await page.goto('/account/publication');
    const card = page.getByRole('article', { name: property!.title });
    await card.getByRole('button', { name: 'Superlikes' }).click();
    await page.getByRole('heading', { name: 'Superlikes', level: 1 }).waitFor();
    await page.getByText(property!.title).first().waitFor();
    const rows = page.getByTestId('superlike-row');
    await expect.poll(() => rows.count()).toBe(2);

    await rows.filter({ hasText: 'Ana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ana' });
    await dialog.getByText('WhatsApp:').waitFor();
    const whatsapp = dialog.locator('a[href^="https://wa.me/"]');
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/5491155550101');
    const [chat] = await Promise.all([context.waitForEvent('page'), whatsapp.click()]);
    expect(chat.url()).toBe('https://wa.me/5491155550101');
    await chat.close();
    await dialog.getByRole('button', { name: 'Marcar como contactado' }).click();
    await page.getByText('Marcado como contactado.').waitFor();

    await page.goto('/account/stat');
    await pickRange(page, 'Últimos 7 días');
    await expect.poll(() => funnelStage(page, 'contacted').textContent()).toMatch(/: 1 personas, 1 eventos/);
    await page.getByText(/^Contactados: 1 de 2 interesados/).waitFor();
    await context.close();
  }, 120_000);
});
