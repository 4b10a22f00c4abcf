// The fixture of sharing.int.spec.ts: a web shell on disk, and a premium seller with a storefront,
// one public and one hidden publication, a public and a private group, a shared and an unshared
// search, and a microsite on MICROSITE_HOST; plus the reader of the tags a link unfurler sees.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CABA } from '../../group/testing/groupWorld.ts';
import { micrositeWorld } from '../../microsite/testing/micrositeWorld.ts';
import type { PublicationWorld } from '../../publication/testing/publicationWorld.ts';
import { solidPng } from '../../testing/images.ts';
import { bearer, type TestAccount } from '../../testing/testPlatform.ts';

const SHELL = `<!doctype html><html lang="es"><head>
<meta name="description" content="Descripción de la plataforma" />
<meta name="theme-color" content="#6741d9" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<link rel="manifest" href="/manifest.webmanifest" />
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
<title>Deslizá</title></head><body><div id="root"></div></body></html>`;
export const MICROSITE_HOST = 'vidriera.localhost';
export const WHATSAPP = { 'user-agent': 'WhatsApp/2.24.1.6 A' };

/** A temporary web directory holding only the app shell, index.html. */
export async function webDirectoryWithShell(): Promise<string> {
  const webDirectory = await mkdtemp(path.join(tmpdir(), 'sharing-shell-'));
  await writeFile(path.join(webDirectory, 'index.html'), SHELL);
  return webDirectory;
}

export interface SharingFixture {
  ids: { publicGroup: string; privateGroup: string; invitation: string; sharedSearch: string; privateSearch: string };
  /** The media addresses of the public publication's picture and the hidden one's. */
  pictures: { shown: string; hidden: string };
}

async function api(
  world: PublicationWorld,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  as: TestAccount,
  payload?: object,
) {
  const response = await world.inject({ method, url: `/api${url}`, payload, headers: bearer(as.token) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function publish(world: PublicationWorld, as: TestAccount, title: string, visible: boolean): Promise<string> {
  const data = JSON.stringify({ type_id: world.types.productos, title, public: visible, amount: 250000 });
  const picture = { bytes: await solidPng(300, 200), filename: 'foto.png', type: 'image/png' };
  const response = await world.sendForm(as.token, '/api/account/publication', { data }, [picture]);
  if (response.statusCode !== 201) throw new Error(`not published: ${response.body}`);
  return response.json().data.medias[0].file_url;
}

function groupFields(name: string, isPublic: boolean) {
  return { name, description: null, public: isPublic, discoverable: isPublic, address: isPublic ? CABA : null };
}

export async function seedSharing(world: PublicationWorld): Promise<SharingFixture> {
  const seller = await world.accountFor({ premium: true });
  await api(world, 'POST', '/user/slug', seller, { slug: 'vidriera-ana' });
  const pictures = {
    shown: await publish(world, seller, 'Bicicleta playera', true),
    hidden: await publish(world, seller, 'Borrador secreto', false),
  };
  const onlyPrivate = await world.accountFor({ premium: true });
  await api(world, 'POST', '/user/slug', onlyPrivate, { slug: 'tienda-vacia' });
  await publish(world, onlyPrivate, 'Otro borrador', false);

  const group = async (name: string, isPublic: boolean): Promise<string> =>
    (await api(world, 'POST', '/account/group', seller, groupFields(name, isPublic))).data.id;
  const publicGroup = await group('Ciclistas de Palermo', true);
  const privateGroup = await group('Círculo reservado', false);
  const invitation = (await api(world, 'POST', `/account/group/${privateGroup}/user/invite`, seller)).uuid;

  const filters = [{ type_id: world.types.productos }];
  const sharedSearch = (await api(world, 'POST', '/search', seller, { filters, order: 'newest' })).data.uuid;
  await api(world, 'PUT', `/search/${sharedSearch}/title`, seller, { title: 'Bicis para el verano' });
  await api(world, 'PUT', `/search/${sharedSearch}/share`, seller, { shareable: true, filtered: 'all' });
  const privateSearch = (await api(world, 'POST', '/search', seller, { filters, order: 'newest' })).data.uuid;
  await api(world, 'PUT', `/search/${privateSearch}/title`, seller, { title: 'Mi búsqueda reservada' });

  const admin = await world.accountFor({ permissions: ['microsites'] });
  const sites = micrositeWorld(world.app);
  const micrositeId = await sites.createOk(admin, { name: 'Vidriera Sur', host: MICROSITE_HOST, status: 'active' });
  await sites.addUser(admin, micrositeId, seller.userId);
  return { ids: { publicGroup, privateGroup, invitation, sharedSearch, privateSearch }, pictures };
}

/** The tags a crawler reads: og:* and twitter:* by name, the canonical address, the title. */
export function cardOf(html: string) {
  const meta: Record<string, string> = {};
  const decodeEntities = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    meta[match[1] ?? ''] = decodeEntities(match[2] ?? '');
  }
  return {
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
  };
}

export const keyOf = (mediaUrl: string) => mediaUrl.replace('/api/media/', '');
export const cardImageOf = (origin: string, mediaUrl: string) => `${origin}/api/sharing/card-image/${keyOf(mediaUrl)}`;
