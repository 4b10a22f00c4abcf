// A microsite is chosen by the request's host: the configuration names it, searches there look only
// at its users' shareable publications, its sessions stay on it, its landing is its home; a pending
// or inactive one answers 'Sitio no disponible'. X-Forwarded-Host counts only from TRUST_PROXY.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { listenOnFreePort } from '../live/testing.ts';
import { multipartBody } from '../testing/multipart.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import {
  countOn,
  HOST,
  MAIN,
  type MicrositeHostsFixture,
  on,
  seedMicrositeHosts,
  signInThrough,
  socketOn,
} from './testing/micrositeHostsFixture.ts';

let world: TestPlatform;
let sites: MicrositeHostsFixture['sites'];
let catalogue: MicrositeHostsFixture['catalogue'];
let admin: MicrositeHostsFixture['admin'];
let seller: MicrositeHostsFixture['seller'];
let micrositeId: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  world = await startTestPlatform();
  ({ sites, catalogue, admin, seller, micrositeId } = await seedMicrositeHosts(world));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await world.stop();
});

const homes = () => ({ filters: [{ type_id: catalogue.typeId('inmuebles') }] });

describe('the host chooses the site', () => {
  it('names the microsite in the configuration of its host only', async () => {
    const there = await sites.call('GET', '/api/configuration', null, { host: `${HOST}:3000` });
    expect(there.json().microsite).toMatchObject({
      id: micrositeId,
      name: 'Marca Propiedades',
      host: HOST,
      style: { primary_color: '#e03131' },
      settings: { users: false, groups: false },
      default_user: { id: seller.userId },
    });
    expect(
      (await sites.call('GET', '/api/configuration', null, { host: 'MARCA.localhost.' })).json().microsite,
    ).toMatchObject({
      id: micrositeId,
    });
    expect((await sites.call('GET', '/api/configuration', null, { host: MAIN })).json().microsite).toBeNull();
    expect(
      (await sites.call('GET', '/api/configuration', null, { host: 'desconocido.example.com' })).json().microsite,
    ).toBeNull();
  });

  it('gives the same route two scopes on two hosts: the microsite sees its users’ shareable publications only', async () => {
    const onMicrosite = await countOn(world.app, catalogue, HOST);
    const onPlatform = await countOn(world.app, catalogue, MAIN);
    // The seller's two shareable homes from the catalogue world, plus the one kept out of their storefront.
    expect(onMicrosite).toBe(3);
    expect(onPlatform).toBeGreaterThan(onMicrosite);
    const created = await world.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { ...homes(), order: 'newest' },
      headers: on(HOST, { 'x-guest-key': 'k'.repeat(32) }),
    });
    const { uuid, microsite_id, microsite } = created.json().data;
    expect({ microsite_id, microsite }).toEqual({
      microsite_id: micrositeId,
      microsite: { name: 'Marca Propiedades', host: HOST, logo_square_url: null },
    });
    const results = await world.app.inject({
      method: 'POST',
      url: `/api/search/${uuid}/results`,
      payload: { except: [] },
      headers: on(HOST, { 'x-guest-key': 'k'.repeat(32) }),
    });
    const titles = results.json().data.map((card: { title: string }) => card.title);
    expect(titles).toContain('Depto del vendedor, solo en micrositios');
    expect(titles).not.toContain('PH del vendedor, no impulsado');
    expect(titles).toHaveLength(3);
    const prices = await world.app.inject({
      method: 'POST',
      url: '/api/search/prices',
      payload: { ...homes(), currency: 'USD' },
      headers: on(HOST),
    });
    expect(prices.json()).toMatchObject({ min: 95_000 });
    const foreign = await world.app.inject({
      method: 'POST',
      url: '/api/search/count',
      payload: { ...homes(), microsite_id: '00000000-0000-4000-8000-000000000000' },
      headers: on(HOST),
    });
    expect(foreign.statusCode).toBe(422);
  });

  it('ignores a forged X-Forwarded-Host from an address TRUST_PROXY does not name', async () => {
    const forged = { 'x-forwarded-host': HOST };
    expect(await countOn(world.app, catalogue, MAIN, forged)).toBe(await countOn(world.app, catalogue, MAIN));
    const config = await world.app.inject({ method: 'GET', url: '/api/configuration', headers: on(MAIN, forged) });
    expect(config.json().microsite).toBeNull();
    const behindProxy = await buildApp({
      ...world.platform,
      config: { ...world.platform.config, trustProxy: ['10.9.0.1'] },
    });
    apps.push(behindProxy);
    const fromProxy = await behindProxy.inject({
      method: 'GET',
      url: '/api/configuration',
      headers: on('10.9.0.5:3000', forged),
      remoteAddress: '10.9.0.1',
    });
    expect(fromProxy.json().microsite).toMatchObject({ id: micrositeId });
    const fromStranger = await behindProxy.inject({
      method: 'GET',
      url: '/api/configuration',
      headers: on('10.9.0.5:3000', forged),
      remoteAddress: '10.9.0.2',
    });
    expect(fromStranger.json().microsite).toBeNull();
  });
});

describe('sessions belong to the site that issued them', () => {
  it('refuses a token from the main platform on the microsite and one from the microsite elsewhere', async () => {
    const mainToken = seller.token;
    expect((await sites.call('GET', '/api/user', seller, { host: MAIN })).statusCode).toBe(200);
    const there = await sites.call('GET', '/api/user', seller, { host: HOST });
    expect(there.statusCode).toBe(401);
    // Signing in through the microsite's host issues a token naming it.
    const login = await signInThrough(world, HOST, seller.email);
    expect(login.statusCode).toBe(200);
    const micrositeToken: string = login.json().token;
    const asMicrosite = { ...seller, token: micrositeToken };
    expect((await sites.call('GET', '/api/user', asMicrosite, { host: HOST })).statusCode).toBe(200);
    expect((await sites.call('GET', '/api/user', asMicrosite, { host: MAIN })).statusCode).toBe(401);
    expect(mainToken).not.toBe(micrositeToken);

    // The live socket holds tokens to the same rule, by the host its handshake came through.
    const baseUrl = await listenOnFreePort(world.app);
    expect(await socketOn(baseUrl, HOST, micrositeToken)).toBe('connected');
    expect(await socketOn(baseUrl, 'localhost', mainToken)).toBe('connected');
    expect(await socketOn(baseUrl, HOST, mainToken)).toBe('refused');
    expect(await socketOn(baseUrl, 'localhost', micrositeToken)).toBe('refused');
  });
});

describe('push subscriptions are kept per site', () => {
  it("stores a browser's token under site-{micrositeId} on the microsite, beside the main site's", async () => {
    const person = await world.accountFor();
    const subscribe = (host: string, token: string, pushToken: string) =>
      world.app.inject({
        method: 'POST',
        url: '/api/user/push/subscribe',
        payload: { token: pushToken },
        headers: { ...on(host), ...bearer(token) },
      });
    expect((await subscribe(MAIN, person.token, 'navegador-principal')).statusCode).toBe(200);
    const login = await signInThrough(world, HOST, person.email);
    const onMicrosite = await subscribe(HOST, login.json().token, 'navegador-de-la-marca');
    expect(onMicrosite.statusCode).toBe(200);
    expect(onMicrosite.json().notification_push_identifiers).toEqual({
      'site-0': 'navegador-principal',
      [`site-${micrositeId}`]: 'navegador-de-la-marca',
    });
  });
});

describe('an active microsite’s host', () => {
  it('sends the landing to the microsite home, and keeps switched-off sections away', async () => {
    const landing = await world.app.inject({ method: 'GET', url: '/landing', headers: on(HOST) });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/');
    const mainLanding = await world.app.inject({ method: 'GET', url: '/landing', headers: on(MAIN) });
    expect(mainLanding.statusCode).not.toBe(302);
    expect((await world.app.inject({ method: 'GET', url: '/api/group', headers: on(HOST) })).statusCode).toBe(404);
    expect((await world.app.inject({ method: 'GET', url: '/api/group', headers: on(MAIN) })).statusCode).toBe(200);
    // Its users section is off too: no interacting accounts there.
    const accounts = (host: string) =>
      world.app.inject({
        method: 'POST',
        url: '/api/user/accounts',
        headers: { ...on(host), ...bearer(seller.token) },
      });
    expect((await accounts(HOST)).statusCode).toBe(404);
    expect((await accounts(MAIN)).statusCode).toBe(200);
  });

  it('serves a manifest of its own', async () => {
    const manifest = await world.app.inject({
      method: 'GET',
      url: '/api/microsite/manifest.webmanifest',
      headers: on(HOST),
    });
    expect(manifest.json()).toMatchObject({ name: 'Marca Propiedades', theme_color: '#e03131' });
    const none = await world.app.inject({
      method: 'GET',
      url: '/api/microsite/manifest.webmanifest',
      headers: on(MAIN),
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('a pending or inactive microsite’s host', () => {
  it('shows ‘Sitio no disponible’ and nothing of the platform, until it is activated', async () => {
    const pending = await sites.createOk(admin, { name: 'Marca Pendiente', host: 'pendiente.localhost' });
    const page = await world.app.inject({ method: 'GET', url: '/', headers: on('pendiente.localhost') });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Sitio no disponible</h1>');
    const api = await world.app.inject({
      method: 'GET',
      url: '/api/configuration',
      headers: on('pendiente.localhost'),
    });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ message: 'Sitio no disponible', errors: {} });
    const { payload, headers } = await multipartBody({
      _method: 'PUT',
      name: 'Marca Pendiente',
      host: 'pendiente.localhost',
      status: 'active',
    });
    await world.app.inject({
      method: 'POST',
      url: `/api/admin/microsite/${pending}`,
      payload,
      headers: { ...headers, ...bearer(admin.token) },
    });
    const active = await world.app.inject({
      method: 'GET',
      url: '/api/configuration',
      headers: on('pendiente.localhost'),
    });
    expect(active.json().microsite).toMatchObject({ id: pending });
  });
});
