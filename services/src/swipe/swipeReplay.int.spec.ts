// The swipe read models are projections of the log only: replayed twice from zero, they come out
// the same.
import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayTwice } from '../testing/replayTwice.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from './testing/swipeWorld.ts';

const SWIPE_PROJECTIONS = PROJECTIONS.filter((projection) =>
  ['swipe', 'search_activity', 'push_notifications'].includes(projection.name),
);

let platform: TestPlatform;
let world: SwipeWorld;

async function swipeTogether(): Promise<void> {
  const uuid = await world.sharedSearch();
  const ids = world.catalogue.ids;
  const decide = (person: Person, title: string, body: object) =>
    world.call('POST', `/search/${uuid}/decision`, person, { publication_id: ids[title], ...body });
  await decide(world.owner, 'Depto Palermo', { like: true, is_super: true });
  await decide(world.member, 'Depto Palermo', { like: true });
  await decide(world.member, 'Casa Pilar', { like: false });
  await decide(world.member, 'Casa Pilar', { comment: 'Muy lejos' });
  await decide(world.owner, 'Depto Belgrano', { like: true });
  // A rule chosen, decided under, and changed: the coincidences counted again each time.
  await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule: { kind: 'unanimous' } });
  await decide(world.member, 'Depto Córdoba', { like: true });
  await decide(world.owner, 'Depto Córdoba', { like: true });
  await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule: { kind: 'at_least', k: 3 } });
  await world.call('POST', `/search/${uuid}/undo`, world.owner, { publication_id: ids['Depto Belgrano'] });
  await world.call('POST', `/search/${uuid}/visit`, world.member, { publication_id: null });
  await world.call('POST', `/search/${uuid}/visit`, world.member, { publication_id: ids['Depto Córdoba'] });
  await world.call('POST', `/search/${uuid}/predict/select`, world.owner, {});
  await world.call('POST', `/search/${uuid}/finish`, world.member);
  const { uuid: guestSearch, guest } = await world.guestSearch();
  await world.call('POST', `/search/${guestSearch}/decision`, guest, {
    publication_id: ids['Depto Palermo'],
    like: true,
  });
}

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  await swipeTogether();
});
afterAll(() => platform.stop());

describe('replaying the swipe projections', () => {
  it('rebuilds identical tables, twice', async () => {
    const tables = await replayTwice(platform.platform, SWIPE_PROJECTIONS);
    expect(tables.before.search_decisions!.length).toBeGreaterThan(4);
    expect(tables.before.search_superlikes).toHaveLength(1);
    expect(tables.before.search_totals?.map((row) => JSON.parse(row))).toContainEqual(
      expect.objectContaining({ consensus: { kind: 'at_least', k: 3 }, required_likes: 3, coincidences_count: 0 }),
    );
    expect(tables.before.search_activity!.length).toBeGreaterThan(4);
    expect(tables.before.push_notifications).toHaveLength(2);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
  });
});
