// The sellers a microsite's scope chooser offers (GET /api/microsite/sellers): its users with a
// catalogue address, the default first, each with what their catalogue search starts from; none
// when the microsite keeps its users section off; nothing on the main platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchWorld, seedSearchWorld } from '../search/testing/searchCatalogueWorld.ts';
import { seedPublications } from '../search/testing/searchWorld.ts';
import { bearer, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { micrositeWorld } from './testing/micrositeWorld.ts';

const HOST = 'vendedores.localhost';
const CLOSED_HOST = 'cerrado.localhost';

let world: TestPlatform;
let sites: ReturnType<typeof micrositeWorld>;
let catalogue: SearchWorld;
let admin: TestAccount;
let first: TestAccount;
let second: TestAccount;
let withoutSlug: TestAccount;
let micrositeId: string;

async function setSlug(account: TestAccount, slug: string): Promise<void> {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/user/slug',
    payload: { slug },
    headers: bearer(account.token),
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  world = await startTestPlatform();
  sites = micrositeWorld(world.app);
  admin = await world.accountFor({ permissions: ['microsites'] });
  [first, second, withoutSlug] = [
    await world.accountFor({ premium: true }),
    await world.accountFor({ premium: true }),
    await world.accountFor({ premium: true }),
  ];
  await setSlug(first, 'vendedor-primero');
  await setSlug(second, 'vendedor-segundo');
  catalogue = await seedSearchWorld(world.platform, (await world.accountFor({ premium: true })).userId);
  const typeId = catalogue.typeId('inmuebles');
  await seedPublications(world.platform, [
    { typeId, title: 'Casa del primero', creatorId: first.userId },
    { typeId, title: 'PH del primero', creatorId: first.userId, shareable: false },
    { typeId, title: 'Lote oculto del primero', creatorId: first.userId, public: false },
    { typeId, title: 'Depto del tercero', creatorId: withoutSlug.userId },
  ]);
  micrositeId = await sites.createOk(admin, {
    name: 'Vendedores Unidos',
    host: HOST,
    status: 'active',
    settings: { users: true, groups: false },
  });
  for (const account of [first, second, withoutSlug]) await sites.addUser(admin, micrositeId, account.userId);
  const made = await sites.call('PUT', `/api/admin/microsite/${micrositeId}/user/${second.userId}`, admin, {
    payload: { default: true },
  });
  expect(made.statusCode).toBe(200);
  const closed = await sites.createOk(admin, {
    name: 'Marca Sin Vendedores',
    host: CLOSED_HOST,
    status: 'active',
    settings: { users: false, groups: false },
  });
  await sites.addUser(admin, closed, first.userId);
});
afterAll(async () => {
  await world.stop();
});

describe("a microsite's sellers", () => {
  it('lists its users with a catalogue, the default first, with their public publications', async () => {
    const response = await sites.call('GET', '/api/microsite/sellers', null, { host: HOST });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: second.userId,
        name: 'Persona de prueba',
        slug: 'vendedor-segundo',
        avatar_url: null,
        default: true,
        publications_count: 0,
      },
      {
        id: first.userId,
        name: 'Persona de prueba',
        slug: 'vendedor-primero',
        avatar_url: null,
        default: false,
        publications_count: 2,
      },
    ]);
  });

  it('lists nobody when the microsite keeps its users section off', async () => {
    const response = await sites.call('GET', '/api/microsite/sellers', null, { host: CLOSED_HOST });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('is not there on the main platform', async () => {
    const response = await sites.call('GET', '/api/microsite/sellers', null, { host: 'localhost:3000' });
    expect(response.statusCode).toBe(404);
  });
});
