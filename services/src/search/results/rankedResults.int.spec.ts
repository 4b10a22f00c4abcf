// A search's order is found once and remembered (results/rankedResults.ts): these prove it is
// forgotten whenever it could have changed, and that batches go on past what was remembered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/testPlatform.ts';
import type { SearchWorld } from '../testing/searchCatalogueWorld.ts';
import { type Caller, newGuestKey } from '../testing/searchClient.ts';
import { type SearchSpecWorld, startSearchSpecWorld } from '../testing/searchSpecWorld.ts';
import { seedPublications } from '../testing/searchWorld.ts';

const DAY_MS = 86_400_000;
let platform: TestPlatform;
let world: SearchWorld;
let client: SearchSpecWorld['client'];
const guest: Caller = { guestKey: newGuestKey() };

beforeAll(async () => {
  ({ platform, world, client } = await startSearchSpecWorld({ SEARCH_RESULTS_PAGE_SIZE: '2' }));
});
afterAll(() => platform.stop());

async function batch(uuid: string, except: string[]): Promise<string[]> {
  const response = await client.call('POST', `/search/${uuid}/results`, guest, { except });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((card: { id: string }) => card.id);
}

describe('the remembered order of a search', () => {
  it('takes in a publication published after it was read', async () => {
    const homes = world.typeId('inmuebles');
    const uuid = await client.create({ filters: [{ type_id: homes }] }, guest);
    const before = await batch(uuid, []);
    const [published] = await seedPublications(platform.platform, [{ typeId: homes, title: 'Depto recién publicado' }]);
    const after = await batch(uuid, []);
    expect(after).toEqual([published, before[0]]);
  });

  it('moves a publication down as soon as its priority ends', async () => {
    const uuid = await client.create({ filters: [{ type_id: world.typeId('vehiculos') }] }, guest);
    expect(await client.resultTitles(uuid, [], guest)).toEqual(['Toyota Hilux', 'Ford Ranger']);
    platform.clock.advance(5 * DAY_MS + 60_000);
    expect(await client.resultTitles(uuid, [], guest)).toEqual(['Ford Ranger', 'Toyota Hilux']);
  });

  it('is followed by the search itself once a participant has gone past it', async () => {
    const products = world.typeId('productos');
    const seeds = Array.from({ length: 24 }, (_, index) => ({
      typeId: products,
      title: `Producto ${index}`,
      ageDays: 30 + index,
    }));
    const seeded = await seedPublications(platform.platform, seeds);
    const uuid = await client.create({ filters: [{ type_id: products }], order: 'newest' }, guest);
    const seen: string[] = [];
    for (let next = await batch(uuid, seen); next.length > 0; next = await batch(uuid, seen)) seen.push(...next);
    expect(new Set(seen).size).toBe(seen.length);
    // Ten batches of two are remembered; the 24 oldest products lie past them.
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((id) => seeded.includes(id))).toEqual(seeded);
  });
});
