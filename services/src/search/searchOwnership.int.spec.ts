import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../testing/testPlatform.ts';
import { searchStream } from './search.ts';
import type { SearchWorld } from './testing/searchCatalogueWorld.ts';
import { type Caller, newGuestKey } from './testing/searchClient.ts';
import { type SearchSpecWorld, startSearchSpecWorld } from './testing/searchSpecWorld.ts';

let platform: TestPlatform;
let world: SearchWorld;
let client: SearchSpecWorld['client'];

beforeAll(async () => {
  ({ platform, world, client } = await startSearchSpecWorld());
});
afterAll(() => platform.stop());

const filters = () => [{ type_id: world.typeId('vehiculos') }];
const OWNER_ONLY = 'Para realizar esta acción debes haber creado esta búsqueda.';

async function signup(guestSearches: string[], guestKey?: string): Promise<Caller> {
  const payload = {
    email: `${randomUUID()}@example.com`,
    name: 'Ana Gómez',
    searches: guestSearches,
    guest_key: guestKey,
  };
  const response = await platform.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  return { token: response.json().token };
}

async function streamTypes(searchId: string): Promise<string[]> {
  return (await platform.platform.store.readStream(searchStream(searchId))).map((event) => event.type);
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100 && !(await check()); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a visitor', () => {
  it('creates searches owned by the guest key, and sees them as theirs only with it', async () => {
    const guest = { guestKey: newGuestKey() };
    const uuid = await client.create({ filters: filters() }, guest);
    expect((await client.call('GET', `/search/${uuid}`, guest)).json()).toMatchObject({ uuid, is_owner: true });
    expect((await client.call('GET', `/search/${uuid}`, {})).json()).toMatchObject({ uuid, is_owner: false });
  });

  it('cannot create a search without a guest key, nor with a malformed one', async () => {
    expect((await client.call('POST', '/search', {}, { filters: filters() })).statusCode).toBe(401);
    const malformed = await client.call('POST', '/search', { guestKey: 'corta' }, { filters: filters() });
    expect(malformed.statusCode).toBe(422);
  });

  it('is asked to identify to edit, rename, share or publish', async () => {
    const guest = { guestKey: newGuestKey() };
    const uuid = await client.create({ filters: filters() }, guest);
    const calls = [
      client.call('PUT', `/search/${uuid}`, guest, { filters: filters() }),
      client.call('PUT', `/search/${uuid}/title`, guest, { title: 'Camionetas' }),
      client.call('PUT', `/search/${uuid}/share`, guest, { shareable: true, filtered: 'all' }),
      client.call('PUT', `/search/${uuid}/publish`, guest, { public: true, title: 'Camionetas' }),
      client.call('DELETE', `/account/search/${uuid}`, guest),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Necesitas estar logueado.');
    }
  });
});

describe('an account', () => {
  it('owns what it creates; anyone else gets 403 on owner-only actions', async () => {
    const ana = { token: await platform.tokenFor() };
    const beto = { token: await platform.tokenFor({ premium: true }) };
    const uuid = await client.create({ filters: filters() }, ana);
    const renamed = await client.call('PUT', `/search/${uuid}/title`, ana, { title: 'Camionetas' });
    expect(renamed.json()).toMatchObject({
      message: 'Búsqueda actualizada correctamente.',
      data: { title: 'Camionetas' },
    });
    for (const response of [
      await client.call('PUT', `/search/${uuid}/title`, beto, { title: 'Mía' }),
      await client.call('PUT', `/search/${uuid}`, beto, { filters: filters() }),
      await client.call('PUT', `/search/${uuid}/share`, beto, { shareable: true, filtered: 'all' }),
      await client.call('DELETE', `/account/search/${uuid}`, beto),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(OWNER_ONLY);
    }
  });

  it('shares with the options its plan allows', async () => {
    const ana = { token: await platform.tokenFor() };
    const uuid = await client.create({ filters: filters() }, ana);
    const shared = await client.call('PUT', `/search/${uuid}/share`, ana, { shareable: true, filtered: 'all' });
    expect(shared.json()).toMatchObject({ message: 'Búsqueda compartida correctamente.', data: { shareable: true } });
    const premiumOnly = await client.call('PUT', `/search/${uuid}/share`, ana, { shareable: true, filtered: 'liked' });
    expect(premiumOnly.statusCode).toBe(403);
    const stopped = await client.call('PUT', `/search/${uuid}/share`, ana, { shareable: false, filtered: 'all' });
    expect(stopped.json().data).toMatchObject({ shareable: false, filtered: null });
  });

  it('publishes only a search with a group', async () => {
    const ana = { token: await platform.tokenFor({ premium: true }) };
    const platformWide = await client.create({ filters: filters() }, ana);
    const refused = await client.call('PUT', `/search/${platformWide}/publish`, ana, {
      public: true,
      title: 'Camionetas',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('No es posible realizar esta acción.');
    const group = await client.call('POST', '/account/group', ana, { name: 'Red de camionetas' });
    const inGroup = await client.create({ filters: filters(), group_id: group.json().data.id }, ana);
    const published = await client.call('PUT', `/search/${inGroup}/publish`, ana, {
      public: true,
      title: 'Camionetas',
    });
    expect(published.json()).toMatchObject({ message: 'La búsqueda fué publicada.', data: { public: true } });
    const withdrawn = await client.call('PUT', `/search/${inGroup}/publish`, ana, { public: false });
    expect(withdrawn.json()).toMatchObject({
      message: 'La búsqueda dejó de estar publicada.',
      data: { public: false },
    });
  });

  it('lists its searches, newest first, searchable, and deletes them', async () => {
    const ana = { token: await platform.tokenFor() };
    const first = await client.create({ filters: filters() }, ana);
    platform.clock.advance(60_000);
    const second = await client.create({ filters: [{ type_id: world.typeId('inmuebles') }] }, ana);
    const latest = (await client.call('GET', '/account/search/list', ana)).json();
    expect(latest.map((search: { uuid: string }) => search.uuid)).toEqual([second, first]);
    const found = (await client.call('GET', '/account/search?search=inmueb', ana)).json();
    expect(found).toMatchObject({ total: 1, data: [{ uuid: second, title: 'Inmuebles' }] });
    const deleted = await client.call('DELETE', `/account/search/${first}`, ana);
    expect(deleted.json()).toEqual({ message: 'Búsqueda eliminada correctamente.' });
    expect((await client.call('GET', `/search/${first}`, ana)).statusCode).toBe(404);
    expect((await client.call('GET', '/account/search', ana)).json().total).toBe(1);
  });
});

describe('claiming guest searches', () => {
  it('gives them to the account that identifies with them and their guest key, first claim wins', async () => {
    const guest = { guestKey: newGuestKey() };
    const uuid = await client.create({ filters: filters() }, guest);
    const ana = await signup([uuid], guest.guestKey);
    const listed = (await client.call('GET', '/account/search/list', ana)).json();
    expect(listed.map((search: { uuid: string }) => search.uuid)).toEqual([uuid]);
    const user = (await client.call('GET', '/user', ana)).json();
    expect(user.searches).toEqual([{ uuid, title: 'Vehículos', created_at: expect.any(String) }]);
    expect((await client.call('PUT', `/search/${uuid}/title`, ana, { title: 'Mis camionetas' })).statusCode).toBe(200);
    await eventually(async () => (await streamTypes(uuid)).includes('search.claimed.v1'));
    expect((await streamTypes(uuid)).filter((type) => type === 'search.claimed.v1')).toHaveLength(1);

    const beto = await signup([uuid], guest.guestKey);
    expect((await client.call('GET', '/account/search/list', beto)).json()).toEqual([]);
    expect((await client.call('PUT', `/search/${uuid}/title`, beto, { title: 'Robada' })).statusCode).toBe(403);
    expect((await client.call('GET', `/search/${uuid}`, guest)).json().is_owner).toBe(false);
  });

  it('cannot be stolen with the uuid alone: a claim without the guest key that made it takes nothing', async () => {
    const guest = { guestKey: newGuestKey() };
    const uuid = await client.create({ filters: filters() }, guest);
    const withoutKey = await signup([uuid]);
    const withAnotherKey = await signup([uuid], newGuestKey());
    for (const thief of [withoutKey, withAnotherKey]) {
      expect((await client.call('GET', '/account/search/list', thief)).json()).toEqual([]);
      expect((await client.call('PUT', `/search/${uuid}/title`, thief, { title: 'Robada' })).statusCode).toBe(403);
    }
    expect((await client.call('GET', `/search/${uuid}`, guest)).json().is_owner).toBe(true);
    const owner = await signup([uuid], guest.guestKey);
    const listed = (await client.call('GET', '/account/search/list', owner)).json();
    expect(listed.map((search: { uuid: string }) => search.uuid)).toEqual([uuid]);
  });

  it('lets an account holding the guest key take over a search nobody claimed', async () => {
    const guestKey = newGuestKey();
    const uuid = await client.create({ filters: filters() }, { guestKey });
    const ana = { ...(await signup([])), guestKey };
    expect((await client.call('PUT', `/search/${uuid}/title`, ana, { title: 'Camionetas' })).statusCode).toBe(200);
    expect(await streamTypes(uuid)).toEqual(['search.created.v1', 'search.claimed.v1', 'search.titled.v1']);
    expect((await client.call('GET', '/account/search/list', { token: ana.token })).json()).toHaveLength(1);
  });
});
