// Others' likes first when a batch holds fewer cards than the search finds: the like read beside
// the batch in the search's order (rankedResults.ts) still comes first, from anywhere in the order,
// and the rest keeps the order with what the others passed on last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;

beforeAll(async () => {
  platform = await startTestPlatform({ SEARCH_RESULTS_PAGE_SIZE: '2' });
  world = await startSwipeWorld(platform);
});
afterAll(() => platform.stop());

const titleOf = (id: string) => Object.entries(world.catalogue.ids).find(([, known]) => known === id)?.[0];

async function batchOf(uuid: string, someone: Person, except: string[] = []): Promise<string[]> {
  const response = await world.call('POST', `/search/${uuid}/results`, someone, { except });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((card: { id: string }) => card.id);
}

/** Every card of the search in its order, batch after batch, as the member's client asks. */
async function wholeOrder(uuid: string): Promise<string[]> {
  const seen: string[] = [];
  for (
    let batch = await batchOf(uuid, world.member);
    batch.length > 0;
    batch = await batchOf(uuid, world.member, seen)
  ) {
    seen.push(...batch);
  }
  return seen;
}

async function decide(uuid: string, someone: Person, publicationId: string, like: boolean) {
  const response = await world.call('POST', `/search/${uuid}/decision`, someone, {
    publication_id: publicationId,
    like,
  });
  expect(response.statusCode).toBe(200);
}

describe('others’ likes first, with batches of two cards', () => {
  it('puts a like from past the first batch ahead, and the rest keeps the order', async () => {
    const uuid = await world.sharedSearch();
    const order = await wholeOrder(uuid);
    expect(order.length).toBeGreaterThan(3);
    const [first, second, last] = [order[0]!, order[1]!, order[order.length - 1]!];
    await decide(uuid, world.owner, last, true);
    expect((await batchOf(uuid, world.member)).map(titleOf)).toEqual([last, first].map(titleOf));
    // What the owner passed on goes after what nobody decided yet.
    await decide(uuid, world.owner, first, false);
    expect((await batchOf(uuid, world.member)).map(titleOf)).toEqual([last, second].map(titleOf));
    const unseen = order.filter((id) => ![first, second, last].includes(id));
    const next = [...unseen, first].slice(0, 2);
    expect((await batchOf(uuid, world.member, [last, second])).map(titleOf)).toEqual(next.map(titleOf));
  });
});
