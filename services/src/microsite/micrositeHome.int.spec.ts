// What a microsite's host shows on its home (its users' shareable publications) and the premium
// accounts an administrator can add to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchWorld, seedSearchWorld } from '../search/testing/searchCatalogueWorld.ts';
import { seedPublications } from '../search/testing/searchWorld.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { micrositeWorld } from './testing/micrositeWorld.ts';

const HOST = 'portada.localhost';

let world: TestPlatform;
let sites: ReturnType<typeof micrositeWorld>;
let catalogue: SearchWorld;
let admin: TestAccount;
let member: TestAccount;
let outsider: TestAccount;
let micrositeId: string;

beforeAll(async () => {
  world = await startTestPlatform();
  sites = micrositeWorld(world.app);
  admin = await world.accountFor({ permissions: ['microsites'] });
  member = await world.accountFor({ premium: true });
  outsider = await world.accountFor({ premium: true });
  catalogue = await seedSearchWorld(world.platform, (await world.accountFor({ premium: true })).userId);
  const typeId = catalogue.typeId('inmuebles');
  await seedPublications(world.platform, [
    { typeId, title: 'Casa impulsada del socio', creatorId: member.userId, ageDays: 2 },
    { typeId, title: 'PH sin impulsar del socio', creatorId: member.userId, shareable: false },
    { typeId, title: 'Depto del socio, solo en micrositios', creatorId: member.userId, public: false, ageDays: 1 },
    { typeId, title: 'Lote de otra cuenta', creatorId: outsider.userId },
  ]);
  micrositeId = await sites.createOk(admin, { name: 'Portada Propiedades', host: HOST, status: 'active' });
  await sites.addUser(admin, micrositeId, member.userId);
});
afterAll(async () => {
  await world.stop();
});

describe('the microsite home', () => {
  it("lists its users' shareable publications, newest first, on its host", async () => {
    const response = await sites.call('GET', '/api/microsite/home', null, { host: HOST });
    expect(response.statusCode).toBe(200);
    const titles = response.json().publications.map((publication: { title: string }) => publication.title);
    expect(titles).toEqual(['Depto del socio, solo en micrositios', 'Casa impulsada del socio']);
    expect(response.json().images).toEqual([]);
  });

  it('is not there on the main platform', async () => {
    const response = await sites.call('GET', '/api/microsite/home', null, { host: 'localhost:3000' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the accounts that can join', () => {
  const candidates = (search = '') =>
    sites.call('GET', `/api/admin/microsite/${micrositeId}/candidates?search=${encodeURIComponent(search)}`, admin);

  it('offers premium accounts not yet in the microsite', async () => {
    const free = await world.accountFor();
    const ids = (await candidates()).json().map((candidate: { id: string }) => candidate.id);
    expect(ids).toContain(outsider.userId);
    expect(ids).not.toContain(member.userId);
    expect(ids).not.toContain(free.userId);
  });

  it('finds them by e-mail', async () => {
    const found = (await candidates(outsider.email.slice(0, 12))).json();
    expect(found).toEqual([{ id: outsider.userId, name: 'Persona de prueba', email: outsider.email }]);
  });

  it('refuses an over-long search with a Spanish message', async () => {
    const response = await candidates('x'.repeat(151));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/caracteres/);
  });
});
