// What link unfurlers (WhatsApp, X, Facebook) and search engines read without running a script:
// the card and canonical address in each shared page's shell, robots.txt and the sitemap of each
// host. Nothing private reaches them: no hidden publication, unshared search or private group.
import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type PublicationWorld, startPublicationWorld } from '../publication/testing/publicationWorld.ts';
import { siteOf } from './siteAddress.ts';
import { sitemapOf, sitemapXml } from './sitemap.ts';
import {
  cardImageOf,
  cardOf,
  keyOf,
  MICROSITE_HOST,
  type SharingFixture,
  seedSharing,
  WHATSAPP,
  webDirectoryWithShell,
} from './testing/sharingFixture.ts';

let world: PublicationWorld;
let app: FastifyInstance;
let webDirectory: string;
let ids: SharingFixture['ids'];
let pictures: SharingFixture['pictures'];

beforeAll(async () => {
  webDirectory = await webDirectoryWithShell();
  world = await startPublicationWorld();
  ({ ids, pictures } = await seedSharing(world));
  app = await buildApp(world.platform, { webDirectory });
});
afterAll(async () => {
  await app?.close();
  await world.stop();
  await rm(webDirectory, { recursive: true, force: true });
});

async function page(url: string, host = 'localhost') {
  const get = await app.inject({ method: 'GET', url, headers: { host, ...WHATSAPP } });
  const head = await app.inject({ method: 'HEAD', url, headers: { host, ...WHATSAPP } });
  expect(get.statusCode).toBe(200);
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  return get.body;
}

/** The card's picture answers as a 1200 × 630 JPEG, as link previews draw best. */
async function expectReachableImage(url: string | undefined) {
  expect(url).toMatch(/^http:\/\/localhost\//);
  const image = await app.inject({ url: new URL(url ?? '').pathname, headers: { host: 'localhost' } });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/jpeg');
  expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
}

describe('link cards in the app shell', () => {
  it('gives the landing the platform card, with its canonical address', async () => {
    const card = cardOf(await page('/landing'));
    expect(card.meta['og:title']).toBe('Deslizá');
    expect(card.meta['og:locale']).toBe('es_AR');
    expect(card.meta['og:url']).toBe('http://localhost/landing');
    expect(card.canonical).toBe('http://localhost/landing');
    expect(card.meta.description).toMatch(/^Publicá productos/);
    expect(card.meta.robots).toBeUndefined();
    expect(cardOf(await page('/')).canonical).toBe('http://localhost/landing');
  });

  it("gives a storefront its owner's card with a picture of a public publication only", async () => {
    const html = await page('/vidriera-ana');
    const card = cardOf(html);
    expect(card.title).toBe('Catálogo de Persona de prueba');
    expect(card.meta['og:title']).toBe('Catálogo de Persona de prueba');
    expect(card.meta['og:description']).toMatch(/\(1 publicación\)/);
    expect(card.meta['twitter:card']).toBe('summary_large_image');
    expect(card.meta['og:image']).toBe(cardImageOf('http://localhost', pictures.shown));
    expect(card.meta['og:image:width']).toBe('1200');
    expect(card.meta['og:image:height']).toBe('630');
    await expectReachableImage(card.meta['og:image']);
    expect(card.canonical).toBe('http://localhost/vidriera-ana');
    expect(cardOf(await page('/vidriera-ana/search/')).canonical).toBe('http://localhost/vidriera-ana');
    expect(html).not.toContain(keyOf(pictures.hidden));
    expect(html).not.toContain('Borrador secreto');
  });

  it('gives a shared search its title and a public picture, kept out of search engines', async () => {
    const html = await page(`/search/${ids.sharedSearch}`);
    const card = cardOf(html);
    expect(card.meta['og:title']).toBe('Bicis para el verano');
    expect(card.meta['og:description']).toMatch(/Te compartieron una búsqueda/);
    await expectReachableImage(card.meta['og:image']);
    expect(html).not.toContain(keyOf(pictures.hidden));
    expect(card.meta.robots).toBe('noindex');
    expect(card.canonical).toBe(`http://localhost/search/${ids.sharedSearch}`);
  });

  it('tells nothing of a search that was not shared', async () => {
    const html = await page(`/search/${ids.privateSearch}`);
    const card = cardOf(html);
    expect(html).not.toContain('Mi búsqueda reservada');
    expect(html).not.toContain(ids.privateSearch);
    expect(card.meta['og:title']).toBe('Deslizá');
    expect(card.meta.robots).toBe('noindex');
  });

  it("gives an invitation its group's name, and a public group its own card", async () => {
    const invitation = cardOf(await page(`/invitation/${ids.invitation}`));
    expect(invitation.meta['og:title']).toBe('Invitación al grupo Círculo reservado');
    expect(invitation.meta.robots).toBe('noindex');
    const group = cardOf(await page(`/group/${ids.publicGroup}`));
    expect(group.meta['og:title']).toBe('Ciclistas de Palermo');
    expect(group.canonical).toBe(`http://localhost/group/${ids.publicGroup}`);
  });

  it('tells nothing of a private group or an account page', async () => {
    const group = await page(`/group/${ids.privateGroup}`);
    expect(group).not.toContain('Círculo reservado');
    expect(cardOf(group).meta.robots).toBe('noindex');
    const account = cardOf(await page('/account/setting'));
    expect(account.meta['og:title']).toBe('Deslizá');
    expect(account.meta.robots).toBe('noindex');
    expect(account.canonical).toBe('http://localhost/landing');
  });

  it("gives a microsite's home its own name and host", async () => {
    const card = cardOf(await page('/', `${MICROSITE_HOST}:3000`));
    expect(card.title).toBe('Vidriera Sur');
    expect(card.meta['og:site_name']).toBe('Vidriera Sur');
    expect(card.meta['og:title']).toBe('Vidriera Sur');
    expect(card.canonical).toBe(`http://${MICROSITE_HOST}:3000/`);
    expect(card.meta['og:image']).toBe(cardImageOf(`http://${MICROSITE_HOST}:3000`, pictures.shown));
    const storefront = cardOf(await page('/vidriera-ana', MICROSITE_HOST));
    expect(storefront.meta['og:site_name']).toBe('Vidriera Sur');
    expect(storefront.canonical).toBe(`http://${MICROSITE_HOST}/vidriera-ana`);
  });
});

describe('the card picture', () => {
  it('shows a logo whole on white, and refuses what is not a stored picture', async () => {
    const logo = await app.inject({ url: `/api/sharing/card-image/${keyOf(pictures.shown)}?fit=contain` });
    expect(logo.statusCode).toBe(200);
    const { data } = await sharp(logo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
    const missing = await app.inject({ url: '/api/sharing/card-image/publications/no-existe.webp' });
    expect(missing.statusCode).toBe(404);
    const badFit = await app.inject({ url: `/api/sharing/card-image/${keyOf(pictures.shown)}?fit=stretch` });
    expect(badFit.statusCode).toBeGreaterThanOrEqual(400);
    expect(badFit.statusCode).toBeLessThan(500);
    expect(badFit.json().message).toBeTruthy();
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of private areas and names the sitemap of the host asked', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/robots.txt', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    const robots = (await app.inject({ url: '/robots.txt', headers: { host: 'localhost' } })).body;
    const general = robots.split('\n\n')[0] ?? '';
    for (const path of ['/account', '/admin', '/api/', '/dashboard', '/search/', '/invitation/']) {
      expect(general).toContain(`Disallow: ${path}\n`);
    }
    expect(general).toContain('Allow: /api/media/');
    expect(robots).toContain('User-agent: WhatsApp\n');
    expect(robots).toContain('Sitemap: http://localhost/sitemap.xml');
    const microsite = await app.inject({ url: '/robots.txt', headers: { host: MICROSITE_HOST } });
    expect(microsite.body).toContain(`Sitemap: http://${MICROSITE_HOST}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists public pages, storefronts with public publications and public groups', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    const listed = locations(response.body);
    expect(listed).toContain('http://localhost/landing');
    expect(listed).toContain('http://localhost/vidriera-ana');
    expect(listed).toContain(`http://localhost/group/${ids.publicGroup}`);
    expect(listed).not.toContain('http://localhost/tienda-vacia');
    // Every public publication's page, and no hidden one.
    const publicationPages = listed.filter((url) => url?.startsWith('http://localhost/publication/'));
    expect(publicationPages).toHaveLength(1);
    expect(listed).not.toContain(`http://localhost/group/${ids.privateGroup}`);
    expect(response.body).not.toContain('/search/');
    expect(response.body).not.toContain('/invitation/');
  });

  it('pages past the limit of one file: an index, then each page of addresses', async () => {
    const site = siteOf({ protocol: 'http', host: 'localhost', microsite: null } as FastifyRequest);
    const whole = await sitemapOf(world.platform.db, site, null);
    if (whole?.kind !== 'urls') throw new Error('expected one file');
    const index = await sitemapOf(world.platform.db, site, null, 3);
    expect(index).toEqual({ kind: 'index', pages: Math.ceil(whole.entries.length / 3) });
    const pages = [];
    for (let page = 1; page <= (index?.kind === 'index' ? index.pages : 0); page++) {
      const one = await sitemapOf(world.platform.db, site, page, 3);
      if (one?.kind !== 'urls') throw new Error('expected a page of addresses');
      expect(one.entries.length).toBeLessThanOrEqual(3);
      pages.push(...one.entries);
    }
    expect(pages).toEqual(whole.entries);
    expect(await sitemapOf(world.platform.db, site, 99, 3)).toBeNull();
    const xml = sitemapXml(site, index ?? { kind: 'index', pages: 0 });
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>http://localhost/sitemap.xml?page=2</loc>');
    const answered = await app.inject({ url: '/sitemap.xml?page=1', headers: { host: 'localhost' } });
    expect(answered.statusCode).toBe(200);
    expect((await app.inject({ url: '/sitemap.xml?page=abc', headers: { host: 'localhost' } })).statusCode).toBe(404);
  });

  it("lists a microsite's home and its users' storefronts on its own host", async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: MICROSITE_HOST } });
    const listed = locations(response.body);
    expect(listed).toContain(`http://${MICROSITE_HOST}/`);
    expect(listed).toContain(`http://${MICROSITE_HOST}/vidriera-ana`);
    expect(listed.every((url) => url?.startsWith(`http://${MICROSITE_HOST}/`))).toBe(true);
    expect(listed).not.toContain(`http://${MICROSITE_HOST}/landing`);
  });
});
