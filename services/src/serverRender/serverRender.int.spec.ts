// Public pages as a phone without JavaScript, a crawler or a link unfurler reads them: the
// landing, a storefront and a microsite's home rendered on the server from the API's own queries,
// with their first screen's answers inlined for the client to hydrate; conditional GET answers 304
// until something the page shows changes. Needs the client's build (`npm run build --workspace web`).
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { WEB_DIST } from '../paths.ts';
import { type PublicationWorld, startPublicationWorld } from '../publication/testing/publicationWorld.ts';
import { MICROSITE_HOST, seedSharing } from '../sharing/testing/sharingFixture.ts';
import { solidPng } from '../testing/images.ts';
import { bearer } from '../testing/testPlatform.ts';
import { serverBundleFile } from './serverBundle.ts';

const built = existsSync(serverBundleFile(WEB_DIST));
if (!built) console.info('web/dist-server is missing (npm run build --workspace web): server rendering is not tested.');

let world: PublicationWorld;
let app: FastifyInstance;
let sharedSearch: string;
let privateSearch: string;

/** The markup inside #root, as a browser without JavaScript shows it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start < 0 ? '' : html.slice(start, html.lastIndexOf('</body>'));
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe.skipIf(!built)('server-rendered public pages', () => {
  beforeAll(async () => {
    world = await startPublicationWorld();
    ({ sharedSearch, privateSearch } = (await seedSharing(world)).ids);
    app = await buildApp(world.platform, { webDirectory: WEB_DIST });
  });
  afterAll(async () => {
    await app?.close();
    await world?.stop();
  });

  it("renders the landing's content into the page, styled, with no answer to read first", async () => {
    const page = await get('/landing');
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('Cómo empezar');
    expect(root).toContain('Grupos de vendedores');
    expect(root).toContain('Ingresar');
    expect(page.body).toContain('<script type="application/json" id="first-screen">[]</script>');
    expect(page.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css"/);
    // Mantine's colours are defined for the light scheme: named on <html> from the first paint.
    expect(page.body).toContain('<html lang="es" data-mantine-color-scheme="light">');
  });

  it("renders the search builder's first screen and a storefront's builder in its name", async () => {
    const builder = rootOf((await get('/search')).body);
    expect(builder).toContain('En todas las publicaciones');
    expect(builder).toContain('¿Qué buscás?');
    expect(rootOf((await get('/vidriera-ana/search')).body)).toContain('Persona de prueba');
  });

  it("renders '/' for a visitor as the landing, in place", async () => {
    expect(rootOf((await get('/')).body)).toContain('Cómo empezar');
  });

  it("renders a storefront's owner and publications from the storefront's own answer", async () => {
    const page = await get('/vidriera-ana');
    const root = rootOf(page.body);
    expect(root).toContain('Persona de prueba');
    expect(root).toContain('Ver Bicicleta playera');
    expect(root).not.toContain('Borrador secreto');
    const answers = JSON.parse(
      /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(page.body)?.[1] ?? '[]',
    );
    const served = await get('/api/user/vidriera-ana');
    expect(answers).toEqual([served.json()]);
  });

  it("renders a publication's public page with its price, and describes it to search engines as a Product and Offer", async () => {
    const { publications } = (await get('/api/user/vidriera-ana')).json() as { publications: { id: string }[] };
    const id = publications[0]?.id ?? '';
    const page = await get(`/publication/${id}`);
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('<h1');
    expect(root).toContain('Bicicleta playera');
    expect(root).toMatch(/250\.000/);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost/publication/${id}" />`);
    expect(page.body).toContain('<meta property="og:type" content="product" />');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Bicicleta playera',
      offers: { '@type': 'Offer', price: 250000, url: `http://localhost/publication/${id}` },
    });
    expect(data.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
  });

  it('answers the page of a hidden or unknown publication with 404', async () => {
    expect((await get('/publication/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/publication/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('describes a storefront as an Organization making its offers, with prices', async () => {
    const page = await get('/vidriera-ana');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '{}');
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('Persona de prueba');
    expect(data.makesOffer).toHaveLength(1);
    expect(data.makesOffer[0]).toMatchObject({ price: 250000, itemOffered: { name: 'Bicicleta playera' } });
  });

  it('answers a storefront nobody has with 404', async () => {
    expect((await get('/nadie-tiene-esta-tienda')).statusCode).toBe(404);
  });

  it("renders a microsite's home under its host, in its name", async () => {
    const root = rootOf((await get('/', { host: MICROSITE_HOST })).body);
    expect(root).toContain('Vidriera Sur');
    expect(root).toContain('Ver Bicicleta playera');
  });

  it("shows a shared search's invitation before any script: its title, who shared it and its first publication", async () => {
    const page = await get(`/search/${sharedSearch}`);
    const root = rootOf(page.body);
    expect(root).toContain('Persona de prueba te compartió una búsqueda');
    expect(root).toContain('Bicis para el verano');
    expect(root).toContain('Bicicleta playera');
    // The swipe screen is rendered by the client over it, not hydrated.
    expect(page.body).not.toContain('id="first-screen"');
    // Its picture is all its first paint waits for: the app's files come once it is touched.
    const head = page.body.slice(0, page.body.indexOf('<body'));
    const linked = [...head.matchAll(/rel="(?:modulepreload|preload|stylesheet)"[^>]*href="([^"]+)"/g)];
    // Only the page script's own helpers, which every page names.
    expect(linked.map((link) => link[1]).filter((file) => !file?.includes('/entry-helpers-'))).toEqual([]);
    expect(rootOf((await get(`/search/${privateSearch}`)).body)).not.toContain('Mi búsqueda reservada');
  });

  it('leaves signed-in pages to the client', async () => {
    expect((await get('/account/setting')).body).toContain('<div id="root"></div>');
  });

  it("sends a browser keeping a session its public pages without a visitor's markup, still 404 for nobody's", async () => {
    const signedIn = { cookie: 'theme=light; signed_in=1' };
    for (const url of ['/landing', '/search', '/vidriera-ana', `/search/${sharedSearch}`]) {
      const page = await get(url, signedIn);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('id="first-screen"');
      expect(page.headers.vary).toMatch(/cookie/i);
    }
    expect((await get('/nadie-tiene-esta-tienda', signedIn)).statusCode).toBe(404);
    // A signed-out browser's emptied cookie is a visitor's.
    expect(rootOf((await get('/vidriera-ana', { cookie: 'signed_in=' })).body)).toContain('Persona de prueba');
  });

  it('answers a revalidation with 304 until the page changes, and shows the change on the next load', async () => {
    const seller = await world.accountFor({ premium: true });
    await world.inject({
      method: 'POST',
      url: '/api/user/slug',
      payload: { slug: 'tienda-de-precios' },
      headers: bearer(seller.token),
    });
    const fields = (title: string, amount: number, medias?: string[]) => ({
      data: JSON.stringify({ type_id: world.types.productos, title, amount, currency: 'ARS', medias }),
    });
    const created = await world.sendForm(seller.token, '/api/account/publication', fields('Mesa de roble', 90_000), [
      { bytes: await solidPng(200, 200), filename: 'mesa.png', type: 'image/png' },
    ]);
    const { id, medias } = created.json().data as { id: string; medias: { id: string }[] };

    const first = await get('/tienda-de-precios');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/tienda-de-precios', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const changed = await world.sendForm(seller.token, `/api/account/publication/${id}`, {
      _method: 'PUT',
      ...fields(
        'Mesa de roble macizo',
        80_000,
        medias.map((media) => media.id),
      ),
    });
    expect(changed.statusCode).toBe(200);
    const next = await get('/tienda-de-precios', { 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(rootOf(next.body)).toContain('Ver Mesa de roble macizo');
    expect(next.headers.etag).not.toBe(etag);
  });
});
