// The swipe read models are projections of the log only: replayed twice from zero, they come out
// the same.
import { PROJECTIONS, type ReadModelDatabase, resetProjection } from '@app/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function snapshot(db: ReadModelDatabase): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const projection of SWIPE_PROJECTIONS) {
    for (const table of projection.tables) {
      const rows = await sql`SELECT * FROM ${sql.table(table)}`.execute(db);
      tables[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
    }
  }
  return tables;
}

async function replay(): Promise<void> {
  const { db, runner } = platform.platform;
  for (const projection of SWIPE_PROJECTIONS) await resetProjection(db, projection);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const status = await runner.status();
    if (status.every((projection) => projection.behind === 0 && projection.checkpoint !== '0:0')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('replay did not finish');
}

describe('replaying the swipe projections', () => {
  it('rebuilds identical tables, twice', async () => {
    const original = await snapshot(platform.platform.db);
    expect(original.search_decisions!.length).toBeGreaterThan(4);
    expect(original.search_superlikes).toHaveLength(1);
    expect(original.search_activity!.length).toBeGreaterThan(4);
    expect(original.push_notifications).toHaveLength(2);
    await replay();
    expect(await snapshot(platform.platform.db)).toEqual(original);
    await replay();
    expect(await snapshot(platform.platform.db)).toEqual(original);
  });
});
