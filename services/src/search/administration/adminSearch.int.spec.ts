// GET /api/admin/search: every search with its scope, sharing, counts and participants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestPlatform } from '../../testing/testPlatform.ts';
import type { SearchWorld } from '../testing/searchCatalogueWorld.ts';
import { type SearchSpecWorld, startSearchSpecWorld } from '../testing/searchSpecWorld.ts';

let platform: TestPlatform;
let world: SearchWorld;
let client: SearchSpecWorld['client'];
let administrator: string;

beforeAll(async () => {
  ({ platform, world, client } = await startSearchSpecWorld());
  administrator = await platform.tokenFor({ permissions: ['searches'] });
});
afterAll(() => platform.stop());

interface AdminRow {
  id: string;
  decisions_true_count: number;
  decisions_false_count: number;
}

const list = async (query: string) => {
  const response = await platform.app.inject({
    method: 'GET',
    url: `/api/admin/search?${query}`,
    headers: bearer(administrator),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the admin searches list', () => {
  it('filters shared searches by participant count and marks the creator and the guests', async () => {
    const owner = await platform.accountFor({ premium: true });
    const guest = await platform.accountFor();
    const filters = [{ type_id: world.typeId('vehiculos') }];
    const shared = await client.create({ filters }, { token: owner.token });
    const share = await client.call(
      'PUT',
      `/search/${shared}/share`,
      { token: owner.token },
      { shareable: true, filtered: 'all' },
    );
    expect(share.statusCode).toBe(200);
    expect((await client.call('POST', `/search/${shared}/join`, { token: guest.token })).statusCode).toBe(200);
    const alone = await client.create({ filters }, { token: owner.token });

    const pairs = await list('shared=1&users_count=2');
    expect(pairs.data.map((row: { id: string }) => row.id)).toEqual([shared]);
    expect(pairs.data[0]).toMatchObject({
      shareable: true,
      scope: { kind: 'platform', name: null },
      users: [
        { id: owner.userId, role: 'Creador' },
        { id: guest.userId, role: 'Invitado' },
      ],
    });
    expect((await list('shared=1&users_count=3')).data).toEqual([]);
    const notShared = await list('shared=0');
    expect(notShared.data.map((row: { id: string }) => row.id)).toContain(alone);
    expect(notShared.data.map((row: { id: string }) => row.id)).not.toContain(shared);
    const everything = await list('');
    expect(everything.data.slice(0, 2).map((row: { id: string }) => row.id)).toEqual([alone, shared]);
  });

  it('counts every participant’s likes and rejections of a shared search', async () => {
    const owner = await platform.accountFor({ premium: true });
    const guests = [await platform.accountFor(), await platform.accountFor(), await platform.accountFor()];
    const filters = [{ type_id: world.typeId('inmuebles') }];
    const shared = await client.create({ filters }, { token: owner.token });
    await client.call('PUT', `/search/${shared}/share`, { token: owner.token }, { shareable: true, filtered: 'all' });
    const decide = async (token: string, title: string, like: boolean) => {
      const body = { publication_id: world.ids[title], like };
      expect((await client.call('POST', `/search/${shared}/decision`, { token }, body)).statusCode).toBe(200);
    };
    for (const person of [owner, ...guests]) {
      if (person !== owner) await client.call('POST', `/search/${shared}/join`, { token: person.token });
      await decide(person.token, 'Depto Palermo', true);
      await decide(person.token, 'Depto Belgrano', true);
    }
    await decide(guests[0]!.token, 'Casa Pilar', false);
    await decide(guests[1]!.token, 'Casa Pilar', true);

    // Decisions answer before every projection has caught up (docs/decisions/swipe-streams.md).
    const counters = async () => {
      const rows = (await list('shared=1&users_count=4')).data as AdminRow[];
      const row = rows.find((search) => search.id === shared);
      return [row?.decisions_true_count, row?.decisions_false_count];
    };
    await expect.poll(counters).toEqual([9, 1]);
  });
});
