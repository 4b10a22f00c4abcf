// A microsite's host gets the app shell in its name, colour and icons from the very first request
// ('/' included), with its style inlined for the client's first paint; the main host's is untouched.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { solidPng } from '../../testing/images.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { micrositeWorld } from '../testing/micrositeWorld.ts';

const SHELL = `<!doctype html><html lang="es"><head>
<meta name="theme-color" content="#6741d9" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<link rel="manifest" href="/manifest.webmanifest" />
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
<title>Deslizá</title></head><body><div id="root"></div></body></html>`;
const HOST = 'vidriera.localhost';
const LOGO_HOST = 'con-logo.localhost';

let world: TestPlatform;
let app: FastifyInstance;
let webDirectory: string;

beforeAll(async () => {
  webDirectory = await mkdtemp(path.join(tmpdir(), 'microsite-shell-'));
  await writeFile(path.join(webDirectory, 'index.html'), SHELL);
  world = await startTestPlatform();
  const admin = await world.accountFor({ permissions: ['microsites'] });
  await micrositeWorld(world.app).createOk(admin, {
    name: 'Vidriera <Sur>',
    host: HOST,
    status: 'active',
    style: { primary_color: '#E03131', font: 'serif' },
  });
  const square = { bytes: await solidPng(300, 300), filename: 'logo.png', type: 'image/png' };
  await micrositeWorld(world.app).createOk(
    admin,
    { name: 'Con Logo', host: LOGO_HOST, status: 'active' },
    { logo_square: square },
  );
  app = await buildApp(world.platform, { webDirectory });
});
afterAll(async () => {
  await app.close();
  await world.stop();
  await rm(webDirectory, { recursive: true, force: true });
});

const page = (url: string, host: string) => app.inject({ url, headers: { host } });

describe('the app shell on a microsite host', () => {
  it.each(['/', '/microsite', '/microsite/search'])('brands %s before any script runs', async (url) => {
    const response = await page(url, `${HOST}:3000`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Vidriera &lt;Sur&gt;</title>');
    expect(response.body).toContain('<meta name="theme-color" content="#e03131" />');
    expect(response.body).toContain('<link rel="manifest" href="/api/microsite/manifest.webmanifest" />');
    expect(response.body).toMatch(/<style id="microsite-style">:root\{--microsite-primary:#e03131;/);
    const meta = /<meta name="microsite" content="([^"]+)"/.exec(response.body)?.[1] ?? '';
    const inlined = JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
    expect(inlined).toMatchObject({ name: 'Vidriera <Sur>', host: HOST, style: { primary_color: '#e03131' } });
  });

  it('names the microsite in its manifest', async () => {
    const response = await page('/api/microsite/manifest.webmanifest', HOST);
    expect(response.json()).toMatchObject({ name: 'Vidriera <Sur>', theme_color: '#e03131' });
  });

  it("takes its square logo for the favicon, the touch icon and the manifest's icons", async () => {
    const { logo_square_url: logo } = (await page('/api/configuration', LOGO_HOST)).json().microsite;
    expect(logo).toMatch(/microsites\//);
    const shell = (await page('/', LOGO_HOST)).body;
    expect(shell).toContain(`<link rel="icon" type="image/png" href="${logo}" />`);
    expect(shell).toContain(`<link rel="apple-touch-icon" href="${logo}" />`);
    const manifest = (await page('/api/microsite/manifest.webmanifest', LOGO_HOST)).json();
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([logo, logo]);
    // The host without a logo keeps the platform's.
    expect((await page('/', HOST)).body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('leaves the main host as it was', async () => {
    const response = await page('/', 'localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Deslizá</title>');
    expect(response.body).toContain('<meta name="theme-color" content="#6741d9" />');
    expect(response.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    // The inlined configuration names the key 'microsite' (null here); no microsite's brand shows.
    expect(response.body).not.toContain('id="microsite-style"');
    expect(response.body).not.toContain('/api/microsite/manifest.webmanifest');
    expect(response.body).toContain('"microsite":null');
  });
});
