// A search someone joined is in their lists (GET /api/account/search, /list and the user's
// latest searches), with its participants; every list counts likes and rejections from the same
// facts as GET /api/search/{uuid}/totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let uuid: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  uuid = await world.sharedSearch();
  const { ids } = world.catalogue;
  for (const title of ['Depto Palermo', 'Depto Belgrano']) {
    await world.call('POST', `/search/${uuid}/decision`, world.member, { publication_id: ids[title], like: true });
  }
  await world.call('POST', `/search/${uuid}/decision`, world.member, {
    publication_id: ids['Casa Pilar'],
    like: false,
  });
  await world.call('POST', `/search/${uuid}/decision`, world.owner, {
    publication_id: ids['Depto Palermo'],
    like: true,
  });
});
afterAll(() => platform.stop());

const listed = (search: { uuid: string }) => search.uuid === uuid;

describe("a participant's lists", () => {
  it('hold the search they joined, not as theirs, naming its owner and participants', async () => {
    const page = (await world.call('GET', '/account/search', world.member)).json();
    const joined = page.data.find(listed);
    expect(joined).toMatchObject({ is_owner: false });
    expect(
      joined.users.map((user: { name: string; pivot: { owner: boolean } }) => [user.name, user.pivot.owner]),
    ).toEqual([
      ['Olga Dueña', true],
      ['Mario Miembro', false],
    ]);
    expect((await world.call('GET', '/account/search/list', world.member)).json().some(listed)).toBe(true);
    const user = (await world.call('GET', '/user', world.member)).json();
    expect(user.searches.map((search: { uuid: string }) => search.uuid)).toContain(uuid);
  });

  it('stay free of searches the person neither owns nor joined', async () => {
    const page = (await world.call('GET', '/account/search', world.outsider)).json();
    expect(page.data.some(listed)).toBe(false);
  });
});

describe('the counters of every list', () => {
  it("are the reader's own likes and rejections, as their totals count them", async () => {
    const memberTotals = (await world.call('GET', `/search/${uuid}/totals`, world.member)).json();
    const memberRow = (await world.call('GET', '/account/search', world.member)).json().data.find(listed);
    expect(memberTotals.likes).toBe(2);
    expect(memberRow).toMatchObject({ decisions_true_count: 2, decisions_false_count: 1 });
    const ownerTotals = (await world.call('GET', `/search/${uuid}/totals`, world.owner)).json();
    const ownerRow = (await world.call('GET', '/account/search/list', world.owner)).json().find(listed);
    expect(ownerTotals.likes).toBe(1);
    expect(ownerRow).toMatchObject({ decisions_true_count: 1, decisions_false_count: 0 });
  });
});
