// The built client as a phone fetches it: hashed files compressed by the build and cached for good,
// the app shell (200, revalidated) for GET and HEAD on any client path, JSON answers compressed.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fromNewClientAddress } from '../testing/clientAddresses.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hola '.repeat(400))};`;
const SHELL =
  '<!doctype html><html lang="es"><head><title>Deslizá</title></head><body><div id="root"></div></body></html>';

/** As the client's build writes it: the routes in the router's order, a screen's files. */
const SCREEN_PRELOADS_ROUTES = [
  {
    pattern: '^\\/landing\\/?$',
    scripts: ['/assets/Landing-a1.js', '/assets/Card-b2.js'],
    styles: ['/assets/Landing-c3.css'],
  },
  { pattern: '^\\/search\\/?$', scripts: [], styles: [] },
  { pattern: '^\\/([^/]+?)\\/?$', scripts: ['/assets/Storefront-d4.js'], styles: [] },
];
const SCREEN_PRELOADS = { app: ['/assets/main-e5.js', '/assets/Card-b2.js'], routes: SCREEN_PRELOADS_ROUTES };

let world: TestPlatform;
let app: FastifyInstance;
let webDirectory: string;

beforeAll(async () => {
  webDirectory = await mkdtemp(path.join(tmpdir(), 'marketplace-web-'));
  await mkdir(path.join(webDirectory, 'assets'));
  const script = path.join(webDirectory, 'assets', 'app-Bx12cd34.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(webDirectory, 'index.html'), SHELL);
  await writeFile(path.join(webDirectory, 'screen-preloads.json'), JSON.stringify(SCREEN_PRELOADS));
  await writeFile(path.join(webDirectory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  world = await startTestPlatform();
  app = await buildApp(world.platform, { webDirectory });
});
afterAll(async () => {
  await app.close();
  await world.stop();
  await rm(webDirectory, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year and immutable', async () => {
    const response = await app.inject({ url: '/assets/app-Bx12cd34.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await app.inject({ url: '/assets/app-Bx12cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/app-Bx12cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('leaves the document-only security headers off scripts, and keeps nosniff', async () => {
    const response = await app.inject({ url: '/assets/app-Bx12cd34.js' });
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has other public files revalidated on each use', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the app shell', () => {
  it.each([
    '/landing',
    '/search',
    '/inmobiliaria-palermo',
    '/search/5a0c1d34-0000-4000-8000-000000000000',
    '/no/existe',
  ])('answers GET and HEAD %s with 200 and the shell', async (url) => {
    const get = await app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(get.headers['cache-control']).toBe('public, no-cache');
    expect(get.body).toContain('<div id="root"></div>');
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('sends the shell compressed to a browser that accepts brotli or gzip, and plain otherwise', async () => {
    const brotli = await app.inject({ url: '/landing', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<div id="root"></div>');
    const gzipped = await app.inject({ url: '/landing', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<div id="root"></div>');
    const plain = await app.inject({ url: '/landing', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it("names the app's files and the path's screen's, first matching route first, so they download beside the entry", async () => {
    const landing = await app.inject({ url: '/landing?from=mail' });
    expect(landing.body).toContain('<link rel="modulepreload" crossorigin href="/assets/main-e5.js" />');
    expect(landing.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Landing-a1.js" />');
    expect(landing.body.match(/Card-b2\.js/g)).toHaveLength(1);
    expect(landing.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/Landing-c3.css" />');
    expect(landing.body).not.toContain('Storefront-d4.js');
    const storefront = await app.inject({ url: '/inmobiliaria-palermo' });
    expect(storefront.body).toContain('href="/assets/Storefront-d4.js"');
    const search = await app.inject({ url: '/search' });
    expect(search.body).toContain('href="/assets/main-e5.js"');
    expect(search.body).not.toContain('Landing-a1.js');
  });

  it('inlines the configuration the host serves, so the client asks for it no more (issue 34, item 11)', async () => {
    const page = await app.inject({ url: '/search' });
    const inlined = /<script type="application\/json" id="configuration">(.*?)<\/script>/.exec(page.body)?.[1];
    const served = await app.inject({ url: '/api/configuration' });
    expect(JSON.parse(inlined ?? 'null')).toEqual(served.json());
    expect(page.body).not.toContain('rel="preload" href="/api/configuration"');
  });

  it('answers a built file that does not exist with 404, never the page', async () => {
    const response = await app.inject({ url: '/assets/Missing-a1b2c3.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('keeps answering unknown API paths with the JSON 404', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
  });
});

describe('JSON answers', () => {
  it('compresses the configuration for a browser that accepts brotli', async () => {
    const response = await app.inject({ url: '/api/configuration', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('types');
  });
});

describe('the per-address request limit', () => {
  it("counts the API's calls, never the built client's files a page needs to open", async () => {
    const config = { ...world.platform.config, rateLimitPerMinute: 3 };
    const limited = await buildApp({ ...world.platform, config }, { webDirectory });
    const from = fromNewClientAddress();
    try {
      for (let visit = 0; visit < 5; visit++) {
        for (const url of ['/landing', '/assets/app-Bx12cd34.js', '/favicon.svg']) {
          expect((await limited.inject({ url, ...from })).statusCode, url).toBe(200);
        }
      }
      const api = () => limited.inject({ url: '/api/configuration', ...from });
      const answers = [await api(), await api(), await api(), await api()].map((answer) => answer.statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
