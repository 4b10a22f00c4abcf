// The group's ranking (issue 26): share of approvals × (1 − disagreement), a superlike counting as
// two approvals but never lifting a vetoed publication under a unanimous rule, ties by recency; the
// same order on the filtered screen; and a replay of the log gives the same rankings.
import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupWorld } from '../../group/testing/groupWorld.ts';
import type { Caller } from '../../search/testing/searchClient.ts';
import { replayTwice } from '../../testing/replayTwice.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/testPlatform.ts';
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

describe('the ranking of a search made in a group', () => {
  const asAccount = (person: Person): TestAccount => ({ userId: person.userId, token: person.token!, email: '' });
  const rankingAs = (uuid: string, caller: Caller) => world.call('GET', `/search/${uuid}/ranking`, caller);

  it('answers the owner, a participant and every member of the group; no one else', async () => {
    const groups = groupWorld(platform);
    const groupId = await groups.createGroup(asAccount(world.owner), { name: 'Red del ranking', public: false });
    const [participant, plainMember, leaver, stranger] = await Promise.all(
      Array.from({ length: 4 }, () => platform.accountFor({ premium: true })),
    );
    for (const account of [participant!, plainMember!, leaver!])
      await groups.join(groupId, asAccount(world.owner), account);
    const filters = [{ type_id: world.catalogue.typeId('inmuebles') }];
    const created = await world.call('POST', '/search', world.owner, { filters, group_id: groupId });
    const uuid: string = created.json().data.uuid;
    // Before it is shared, the group's members see nothing of the owner's decisions.
    await decide(uuid, world.owner, 'Depto Palermo', true);
    expect((await rankingAs(uuid, { token: plainMember!.token })).statusCode).toBe(403);

    await world.call('PUT', `/search/${uuid}/share`, world.owner, { shareable: true, filtered: 'all' });
    expect((await world.call('POST', `/search/${uuid}/join`, { token: participant!.token })).statusCode).toBe(200);
    const statuses = async () => ({
      owner: (await rankingAs(uuid, world.owner)).statusCode,
      participant: (await rankingAs(uuid, { token: participant!.token })).statusCode,
      member: (await rankingAs(uuid, { token: plainMember!.token })).statusCode,
      stranger: (await rankingAs(uuid, { token: stranger!.token })).statusCode,
      visitor: (await rankingAs(uuid, {})).statusCode,
    });
    // A private group's search is for its members only: a visitor is refused before identifying.
    expect(await statuses()).toEqual({ owner: 200, participant: 200, member: 200, stranger: 403, visitor: 403 });
    const seen = (await rankingAs(uuid, { token: plainMember!.token })).json();
    expect(titles(seen.data)).toEqual(['Depto Palermo']);

    expect((await groups.call('DELETE', `/account/group/${groupId}`, leaver!)).statusCode).toBe(200);
    expect((await rankingAs(uuid, { token: leaver!.token })).statusCode).toBe(403);
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
