// The group's ranking (issue 26): share of approvals × (1 − disagreement), a superlike counting as
// two approvals but never lifting a vetoed publication under a unanimous rule, ties by recency; the
// same order on the filtered screen; and a replay of the log gives the same rankings.
import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../search/testing/searchClient.ts';
import { replayTwice } from '../../testing/replayTwice.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
});
afterAll(() => platform.stop());

const decide = (uuid: string, person: Person, title: string, like: boolean, isSuper = false) =>
  world.call('POST', `/search/${uuid}/decision`, person, {
    publication_id: world.catalogue.ids[title],
    like,
    is_super: isSuper,
  });

interface Ranked {
  publication: { title: string };
  position: number;
  score: number;
  vetoed: boolean;
}

async function ranking(uuid: string, caller: Caller = world.owner): Promise<Ranked[]> {
  const response = await world.call('GET', `/search/${uuid}/ranking`, caller);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const titles = (rows: readonly Ranked[]) => rows.map((row) => row.publication.title);

describe('the group’s ranking', () => {
  let uuid: string;

  beforeAll(async () => {
    uuid = await world.sharedSearch();
    await decide(uuid, world.owner, 'Depto Palermo', true, true);
    await decide(uuid, world.member, 'Depto Palermo', true);
    await decide(uuid, world.owner, 'Depto Belgrano', true);
    await decide(uuid, world.member, 'Depto Belgrano', true);
    // One like each, so the same score: the newer listing (Córdoba, 2 days old) goes first.
    await decide(uuid, world.owner, 'Casa Pilar', true);
    await decide(uuid, world.owner, 'Depto Córdoba', true);
    await decide(uuid, world.member, 'Toyota Hilux', false);
  });

  it('orders by approvals’ share × (1 − disagreement), a superlike counting double, ties by recency', async () => {
    const rows = await ranking(uuid);
    expect(titles(rows)).toEqual(['Depto Palermo', 'Depto Belgrano', 'Depto Córdoba', 'Casa Pilar', 'Toyota Hilux']);
    expect(rows.map((row) => row.score)).toEqual([1.5, 1, 0.5, 0.5, 0]);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5]);
    expect(titles(await ranking(uuid, world.member))).toEqual(titles(rows));
  });

  it('lowers a publication as the group disagrees on it', async () => {
    await decide(uuid, world.member, 'Depto Córdoba', false);
    const rows = await ranking(uuid);
    expect(titles(rows).slice(2, 4)).toEqual(['Casa Pilar', 'Depto Córdoba']);
    expect(rows[3]!.score).toBe(0.25);
  });

  it('orders the filtered screen the same way', async () => {
    const response = await world.call('POST', `/search/${uuid}/filtereds`, world.member, { orderBy: 'ranking' });
    expect(response.json().data.map((row: { title: string }) => row.title)).toEqual(titles(await ranking(uuid)));
    const liked = await world.call('POST', `/search/${uuid}/filtereds`, world.member, {
      orderBy: 'ranking',
      like: true,
      take: 2,
    });
    expect(liked.json().data.map((row: { title: string }) => row.title)).toEqual(['Depto Palermo', 'Depto Belgrano']);
    expect(liked.json().total).toBe(4);
  });

  it('is for the search’s participants only', async () => {
    expect((await world.call('GET', `/search/${uuid}/ranking`, world.outsider)).statusCode).toBe(403);
    expect((await world.call('GET', `/search/${uuid}/ranking`, {})).statusCode).toBe(401);
    expect((await world.call('GET', `/search/${uuid}/ranking?take=0`, world.owner)).statusCode).toBe(422);
  });
});

describe('a veto under a unanimous rule', () => {
  it('keeps a superliked publication that someone rejected below everything else', async () => {
    const uuid = await world.sharedSearch();
    await decide(uuid, world.owner, 'Depto Palermo', true, true);
    await decide(uuid, world.member, 'Depto Palermo', false);
    await decide(uuid, world.owner, 'Depto Belgrano', true);
    const underKOfN = await ranking(uuid);
    expect(titles(underKOfN)).toEqual(['Depto Palermo', 'Depto Belgrano']);

    await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule: { kind: 'unanimous' } });
    const unanimous = await ranking(uuid);
    expect(titles(unanimous)).toEqual(['Depto Belgrano', 'Depto Palermo']);
    expect(unanimous[1]).toMatchObject({ score: 0, vetoed: true });
  });
});

describe('replaying the log', () => {
  it('gives the same rankings and the same discards', async () => {
    const searches = (await world.call('GET', '/account/search', world.owner)).json().data as { uuid: string }[];
    expect(searches.length).toBeGreaterThanOrEqual(2);
    const rankings = async () => Promise.all(searches.map((search) => ranking(search.uuid)));
    const discards = async () => (await world.call('GET', '/account/discards', world.member)).json();
    const [rankedBefore, discardedBefore] = [await rankings(), await discards()];
    expect(discardedBefore.total).toBeGreaterThan(0);
    const projections = PROJECTIONS.filter((projection) => ['swipe', 'searches'].includes(projection.name));
    await replayTwice(platform.platform, projections);
    expect(await rankings()).toEqual(rankedBefore);
    expect(await discards()).toEqual(discardedBefore);
  });
});
