// Relevance reads only what can reach a batch (query/relevanceWindow.ts); paging through every
// batch must give exactly the order scoring every match would.
import type { SearchFilterInput } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { FILTER_MATCH_BOOST_DAYS, PRIORITY_BOOST_DAYS } from './query/ranking.ts';
import { newGuestKey, searchClient } from './testing/searchClient.ts';
import { type PublicationSeed, seedPublications, seedSearchCatalogue } from './testing/searchWorld.ts';

const PUBLICATIONS = 160;
const PAGE = 7;
const BRANDS = ['toyota', 'ford', 'fiat'];
const FUELS = ['nafta', 'diesel'];

let platform: TestPlatform;
let client: ReturnType<typeof searchClient>;
let vehicles: string;
const seeded: { id: string; seed: PublicationSeed }[] = [];

function seeds(typeId: string): PublicationSeed[] {
  return Array.from({ length: PUBLICATIONS }, (_, index) => ({
    typeId,
    title: `Vehículo ${index}`,
    extras: { marca: BRANDS[index % 3]!, combustible: FUELS[Math.floor(index / 3) % 2]! },
    // Distinct ages, so the expected order needs no tie-break by id.
    ageDays: ((index * 37) % PUBLICATIONS) / 2 + index / 1000,
    ...(index % 9 === 0 ? { priorityDays: 3 } : index % 11 === 0 ? { priorityDays: -2 } : {}),
  }));
}

beforeAll(async () => {
  platform = await startTestPlatform({ SEARCH_RESULTS_PAGE_SIZE: String(PAGE) });
  const world = await seedSearchCatalogue(platform.platform);
  vehicles = world.typeId('vehiculos');
  const list = seeds(vehicles);
  const ids = await seedPublications(platform.platform, list);
  seeded.push(...list.map((seed, index) => ({ id: ids[index]!, seed })));
  client = searchClient(platform.app);
});
afterAll(() => platform.stop());

function matches(seed: PublicationSeed, filter: SearchFilterInput): boolean {
  return Object.entries(filter.extras ?? {}).every(([slug, value]) => seed.extras?.[slug] === value);
}

function expectedOrder(filters: SearchFilterInput[]): string[] {
  const scored = seeded.flatMap(({ id, seed }) => {
    const matched = filters.filter((filter) => matches(seed, filter)).length;
    if (matched === 0) return [];
    const priority = (seed.priorityDays ?? 0) > 0 ? PRIORITY_BOOST_DAYS : 0;
    return [{ id, score: -(seed.ageDays ?? 0) + priority + FILTER_MATCH_BOOST_DAYS * (matched - 1) }];
  });
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.id);
}

async function everyBatch(filters: SearchFilterInput[]): Promise<string[]> {
  const guest = { guestKey: newGuestKey() };
  const uuid = await client.create({ filters }, guest);
  const seen: string[] = [];
  for (let batch = 0; batch < PUBLICATIONS; batch += 1) {
    const response = await client.call('POST', `/search/${uuid}/results`, guest, { except: seen });
    const ids: string[] = response.json().data.map((card: { id: string }) => card.id);
    seen.push(...ids);
    if (ids.length < PAGE) break;
  }
  return seen;
}

describe('relevance over every batch', () => {
  it.each([
    ['one item', [{ type_id: '' }]],
    ['one narrow item', [{ type_id: '', extras: { marca: 'ford' } }]],
    [
      'two items',
      [
        { type_id: '', extras: { marca: 'toyota' } },
        { type_id: '', extras: { combustible: 'diesel' } },
      ],
    ],
    [
      'three items',
      [
        { type_id: '', extras: { marca: 'fiat' } },
        { type_id: '', extras: { combustible: 'nafta' } },
        { type_id: '', extras: { marca: 'fiat', combustible: 'nafta' } },
      ],
    ],
  ])('gives the full scoring order, %s', async (_, items) => {
    const filters = (items as SearchFilterInput[]).map((item) => ({ ...item, type_id: vehicles }));
    expect(await everyBatch(filters)).toEqual(expectedOrder(filters));
  });
});
