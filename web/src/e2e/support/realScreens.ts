// Every real screen a signed-in premium seller can open, over one seeded world: a named account
// with a storefront slug, a catalogue, a search and a group with an invitation, who also
// administers microsites; and the demo microsite's own screens on its host, with the side panels
// opened over them. Browser checks that must visit every screen and panel (layout at phone widths,
// accessibility) take the lists from here, so a new screen or panel is added once.
import type { LiveServer } from '@app/services/testing';
import type { Browser, Page } from 'playwright-core';
import { rememberSession } from './sessionCookie.ts';
import { api, createPropertySearch, nameAccount, seedProperties } from './swipeWorld.ts';

/**
 * A side panel, opened over its screen by `open`, which returns once the panel is filled; as the
 * seller (`token`) or as a visitor (the seller's session belongs to the main host only).
 */
export interface RealPanel {
  name: string;
  screen: string;
  as: 'seller' | 'visitor';
  open(page: Page): Promise<void>;
}

export interface ScreensWorld {
  token: string;
  screens: string[];
  /** What the panels opened from the screens act on: the shared search, the group, the demo microsite. */
  ids: { search: string; group: string; invitation: string; micrositeBase: string };
  panels: RealPanel[];
}

/** The microsite scope chooser, from the microsite builder's 'Cambiar', once its sellers are listed. */
async function openScopeChooser(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cambiar', exact: true }).click();
  const choices = page.getByRole('dialog', { name: '¿Dónde querés buscar?' }).getByTestId('scope-choice');
  await choices.nth(1).waitFor();
}

const STORE_SLUG = 'inmobiliaria-telefono';

/** Seeds the seller's world and answers the paths of every real screen it can open. */
export async function seedEveryScreen(server: LiveServer): Promise<ScreensWorld> {
  const { baseUrl } = server;
  const seller = await server.world.accountFor({ premium: true, permissions: ['microsites'] });
  await nameAccount(baseUrl, seller.token, 'Inmobiliaria con un nombre bastante largo');
  const slug = JSON.stringify({ slug: STORE_SLUG });
  const json = { 'Content-Type': 'application/json' };
  await api(baseUrl, '/user/slug', { method: 'POST', body: slug, headers: json, token: seller.token });
  const [property] = await seedProperties(baseUrl, seller.token);
  const uuid = await createPropertySearch(baseUrl, seller.token, seller.userId);
  // A reject, so 'Descartadas' and 'Ranking del grupo' have a row to show.
  const reject = JSON.stringify({ publication_id: property?.id, like: false });
  await api(baseUrl, `/search/${uuid}/decision`, { method: 'POST', body: reject, headers: json, token: seller.token });
  const group = JSON.stringify({ name: 'Red de inmobiliarias de la zona norte del conurbano', public: true });
  const { data: created } = await api<{ data: { id: string } }>(baseUrl, '/account/group', {
    method: 'POST',
    body: group,
    headers: json,
    token: seller.token,
  });
  const invite = `/account/group/${created.id}/user/invite`;
  const { uuid: invitation } = await api<{ uuid: string }>(baseUrl, invite, { method: 'POST', token: seller.token });
  const demoMicrosite = await server.world.platform.db
    .selectFrom('microsites')
    .select(['id', 'host'])
    .executeTakeFirstOrThrow();
  const micrositeBase = `http://${demoMicrosite.host}:${new URL(baseUrl).port}`;
  const screens = [
    '/landing',
    '/dashboard',
    '/legal/terms',
    '/legal/privacy',
    '/guide/start',
    '/search',
    `/search/${uuid}`,
    '/account/setting',
    '/account/setting/slug',
    '/account/search',
    `/account/search/${uuid}/filtered`,
    `/account/search/${uuid}/ranking`,
    '/account/discards',
    '/account/publication',
    '/account/publication/create',
    '/account/publication/synchronizer',
    '/account/stat',
    `/account/stat/${property?.id}`,
    '/account/activity',
    `/account/publication/${property?.id}/edit`,
    '/account/group',
    '/account/group/create',
    `/account/group/${created.id}/show`,
    `/account/group/${created.id}/edit`,
    `/account/group/${created.id}/search`,
    `/account/group/${created.id}/publication`,
    '/group',
    `/group/${created.id}`,
    `/group/${created.id}/search`,
    `/invitation/${invitation}`,
    `/${STORE_SLUG}`,
    `/${STORE_SLUG}/search`,
    '/pagina-que-no-existe/abc',
    '/admin/microsite',
    '/admin/microsite/create',
    `/admin/microsite/${demoMicrosite.id}`,
    `${micrositeBase}/microsite`,
    `${micrositeBase}/microsite/search`,
  ];
  const ids = { search: uuid, group: created.id, invitation, micrositeBase };
  const panels: RealPanel[] = [
    {
      name: 'microsite scope chooser',
      screen: `${micrositeBase}/microsite/search`,
      as: 'visitor',
      open: openScopeChooser,
    },
  ];
  return { token: seller.token, screens, ids, panels };
}

/** A page signed in with the token (null: a visitor without a session), both guides already seen. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  token: string | null,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-AR', baseURL: baseUrl, viewport });
  await context.addInitScript((storedToken) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    if (storedToken) localStorage.setItem('auth', JSON.stringify({ token: storedToken, searches: [] }));
    localStorage.setItem('guide-swipe', 'seen');
    (globalThis as unknown as { document: { cookie: string } }).document.cookie = 'guide-search=seen; path=/';
  }, token);
  if (token) await rememberSession(context, baseUrl);
  return context.newPage();
}

/** A visitor's page without a session, both guides already seen. */
export function visitorPage(browser: Browser, baseUrl: string, viewport: { width: number; height: number }) {
  return signedInPage(browser, baseUrl, null, viewport);
}
