// The dashboard and header on a microsite's host (SPEC.md sections 2 and 5): the microsite card
// (on the main platform too, for a seller who takes part in it, with its address),
// no publication shortcut, the groups shortcut and the header's groups button only while the
// microsite enables groups, the interacting accounts only while it enables users. The demo
// microsite (inmobiliaria.localhost) starts with both on; its administrator then turns them off.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage, hasChromium } from './support/browser.ts';
import { useBrowserWorld } from './support/liveServer.ts';
import { signInThroughPanel } from './support/signInThroughPanel.ts';

const SITE = 'Inmobiliaria Porteña';
const SELLER = 'ventas@autosdelsur.com.ar';

describe.skipIf(!hasChromium)('the dashboard on a microsite', () => {
  const world = useBrowserWorld();
  const site = () => `http://inmobiliaria.localhost:${new URL(world.server.baseUrl).port}`;

  async function quietPage(baseUrl: string): Promise<Page> {
    const page = await freshPage(world.browser, baseUrl);
    await page.context().addInitScript(() => {
      const scope = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      scope.localStorage.setItem('notification-prompt-dismissed-at', String(Date.now()));
    });
    return page;
  }

  async function signedInDashboard(baseUrl: string): Promise<Page> {
    const page = await quietPage(baseUrl);
    await page.goto('/legal/terms');
    await signInThroughPanel(page, SELLER, world.server.mail);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^¡Hola, / }).waitFor();
    return page;
  }

  /** The demo microsite's settings, changed as the admin form sends them (its other fields kept). */
  async function switchSections(settings: { users: boolean; groups: boolean }): Promise<void> {
    const admin = await world.server.world.accountFor({ permissions: ['microsites'] });
    const api = `${world.server.baseUrl}/api/admin/microsite`;
    const headers = { authorization: `Bearer ${admin.token}` };
    const { data } = (await (await fetch(`${api}?search=inmobiliaria`, { headers })).json()) as {
      data: { id: string; name: string; host: string; status: string; style: object }[];
    };
    const [microsite] = data;
    if (!microsite) throw new Error('the demo microsite is missing');
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('name', microsite.name);
    form.set('host', microsite.host);
    form.set('status', microsite.status);
    form.set('style', JSON.stringify(microsite.style));
    form.set('settings', JSON.stringify(settings));
    const changed = await fetch(`${api}/${microsite.id}`, { method: 'POST', body: form, headers });
    expect(changed.status).toBe(200);
    // The host's microsite is read from the projection, which follows the recorded change.
    const stored = () =>
      world.server.world.platform.db
        .selectFrom('microsites')
        .select('settings')
        .where('id', '=', microsite.id)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await stored()).settings, { timeout: 10_000 }).toEqual(settings);
  }

  const shortcut = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true });
  const groupsButton = (page: Page) => page.getByRole('button', { name: 'Mis grupos' });
  const accountsTitle = (page: Page) => page.getByRole('heading', { name: 'Cuentas con las que interactuás' });

  it('shows the microsite card and its sections as the microsite sets them', async () => {
    // The main platform: the publication shortcut, the latest searches, and the card of the
    // microsite the seller takes part in, leading to its own address.
    const main = await signedInDashboard(world.server.baseUrl);
    await shortcut(main, 'Nueva publicación').waitFor();
    await shortcut(main, 'Gestionar grupos').waitFor();
    await accountsTitle(main).waitFor();
    await main.getByRole('region', { name: 'Últimas búsquedas' }).waitFor();
    const mainCard = main.getByRole('region', { name: `Micrositio ${SITE}` });
    await mainCard.waitFor();
    expect(await mainCard.getByRole('link', { name: 'Ir al micrositio' }).getAttribute('href')).toBe(`${site()}/`);
    await main.context().close();

    // The microsite with groups and users on.
    const page = await signedInDashboard(site());
    const card = page.getByRole('region', { name: `Micrositio ${SITE}` });
    await card.waitFor();
    await shortcut(page, 'Gestionar grupos').waitFor();
    await accountsTitle(page).waitFor();
    await groupsButton(page).waitFor();
    expect(await shortcut(page, 'Nueva publicación').count()).toBe(0);
    await card.getByRole('link', { name: 'Buscar' }).click();
    await page.waitForURL(/\/microsite\/search$/);

    // Groups and users off: their shortcut, header button, menu entry and accounts go.
    await switchSections({ users: false, groups: false });
    await page.goto('/dashboard');
    await card.waitFor();
    await page.getByRole('heading', { name: 'Última actividad' }).waitFor();
    expect(await shortcut(page, 'Gestionar grupos').count()).toBe(0);
    expect(await accountsTitle(page).count()).toBe(0);
    expect(await groupsButton(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByText('Gestionar cuenta').waitFor();
    expect(await menu.getByText('Grupos', { exact: true }).count()).toBe(0);
    await page.context().close();
  }, 180_000);
});
