// The world of the swipe journey, written over HTTP: a premium seller's properties a few blocks
// apart in Palermo (so the map shows them together), searchers with names, and a search of them.
import type { Browser, BrowserContext } from 'playwright-core';
import { rememberSession } from './sessionCookie.ts';

interface ConfiguredType {
  id: string;
  slug: string;
}

export interface SeededProperty {
  id: string;
  title: string;
}

export async function api<Answer>(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

const PROPERTIES = [
  { title: 'PH reciclado en Palermo', amount: 150_000, coordinates: [-34.588, -58.43] },
  { title: 'Departamento con balcón en Palermo', amount: 240_000, coordinates: [-34.5888, -58.4291] },
  { title: 'Casa con jardín en Palermo', amount: 1_250_000, coordinates: [-34.5874, -58.4312] },
] as const;

export async function inmueblesTypeId(baseUrl: string): Promise<string> {
  const configuration = await api<{ types: ConfiguredType[] }>(baseUrl, '/configuration');
  const type = configuration.types.find((candidate) => candidate.slug === 'inmuebles');
  if (!type) throw new Error('No inmuebles type in the demo catalogue');
  return type.id;
}

export interface PropertyToPublish {
  title: string;
  /** In dollars. */
  amount: number;
  coordinates: readonly [number, number];
}

/** One property the seller publishes, as the publication form sends it. */
export async function publishProperty(
  baseUrl: string,
  sellerToken: string,
  property: PropertyToPublish,
): Promise<SeededProperty> {
  const typeId = await inmueblesTypeId(baseUrl);
  const form = new FormData();
  const address = { title: `${property.title}, CABA`, geolocation: { coordinates: property.coordinates } };
  form.append(
    'data',
    JSON.stringify({
      type_id: typeId,
      title: property.title,
      amount: property.amount,
      currency: 'USD',
      operation: 'sale',
      address,
    }),
  );
  const { data } = await api<{ data: SeededProperty }>(baseUrl, '/account/publication', {
    method: 'POST',
    body: form,
    token: sellerToken,
  });
  return { id: data.id, title: data.title };
}

/** The seller's properties, in the order they were created. */
export async function seedProperties(baseUrl: string, sellerToken: string): Promise<SeededProperty[]> {
  const seeded: SeededProperty[] = [];
  for (const property of PROPERTIES) seeded.push(await publishProperty(baseUrl, sellerToken, property));
  return seeded;
}

export async function nameAccount(baseUrl: string, token: string, name: string): Promise<void> {
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('name', name);
  form.append('phone', '');
  form.append('contact_types[]', 'email');
  await api(baseUrl, '/user', { method: 'POST', body: form, token });
}

/**
 * A search of the properties in one seller's store (so the demo world's publications, which other
 * sellers own, stay out of it), owned by the account whose token is given or by a guest's key.
 */
export async function createPropertySearch(
  baseUrl: string,
  owner: string | { guestKey: string },
  sellerId: string,
): Promise<string> {
  const typeId = await inmueblesTypeId(baseUrl);
  const body = JSON.stringify({ user_id: sellerId, filters: [{ type_id: typeId, title: 'Inmuebles en Palermo' }] });
  const headers = {
    'Content-Type': 'application/json',
    ...(typeof owner === 'string' ? {} : { 'x-guest-key': owner.guestKey }),
  };
  const { data } = await api<{ data: { uuid: string } }>(baseUrl, '/search', {
    method: 'POST',
    body,
    headers,
    token: typeof owner === 'string' ? owner : undefined,
  });
  return data.uuid;
}

/**
 * A phone-sized browser context already signed in with the token (stored as the session code keeps
 * it). `notificationPrompt: 'undecided'` leaves the notification prompt to come at its time.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  token: string,
  {
    notificationPrompt = 'dismissed',
    deviceScaleFactor = 1,
  }: { notificationPrompt?: 'dismissed' | 'undecided'; deviceScaleFactor?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'es-AR',
    baseURL: baseUrl,
    viewport: { width: 412, height: 860 },
    deviceScaleFactor,
  });
  // Runs in the page; this file is checked without the DOM library, hence the narrow view of it.
  await context.addInitScript(
    ({ storedToken, dismissPrompt }) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      localStorage.setItem('auth', JSON.stringify({ token: storedToken, searches: [] }));
      localStorage.setItem('guide-swipe', 'seen');
      // The notification prompt (pwa/notificationPrompt.ts, its own specs) comes after the first
      // coincidence and would cover the decision buttons: journeys start with it dismissed.
      if (dismissPrompt) localStorage.setItem('notification-prompt-dismissed-at', String(Date.now()));
    },
    { storedToken: token, dismissPrompt: notificationPrompt === 'dismissed' },
  );
  await rememberSession(context, baseUrl);
  return context;
}
