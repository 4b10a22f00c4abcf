// What a run reads beyond the feed itself: its items' pictures, fetched under the same address
// rules as the feed (a private or metadata address is reported and left out), and the schedule,
// which runs a synchronizer again once its last run is SYNC_INTERVAL_HOURS old.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartmentItem } from './testing/feedFixture.ts';
import { type SyncWorld, startSyncWorld } from './testing/syncWorld.ts';

let world: SyncWorld;
const PATH = '/api/account/synchronizer';
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  world = await startSyncWorld();
});
afterAll(() => world.stop());

const view = async () => (await world.call('GET', PATH)).json().data;

describe("an item's pictures", () => {
  it('are fetched and stored when public; a private or metadata address is reported and left out', async () => {
    const metadata = 'http://169.254.169.254/latest/meta-data/foto.png';
    const loopback = 'http://localhost:9/foto.png';
    const images = [world.feed.url('/images/frente.png'), metadata, loopback];
    world.feed.answer = [apartmentItem('DEPTO-FOTOS', { images })];
    await world.call('PUT', PATH, { type: 'json', config: { url: world.feed.url('/feed.json') } });
    await world.sync();

    const [run] = (await view()).runs;
    expect(run).toMatchObject({ outcome: 'good', created: 1 });
    expect(run.skipped).toEqual([
      {
        item: 'DEPTO-FOTOS',
        reason: expect.stringMatching(/^La imagen http:\/\/169\.254\.169\.254\/.* no se pudo usar: /),
      },
      { item: 'DEPTO-FOTOS', reason: expect.stringMatching(/^La imagen http:\/\/localhost:9\/.* no se pudo usar: /) },
    ]);
    const [publication] = await world.publications();
    const shown = (await world.call('GET', `/api/account/publication/${publication!.id}`)).json();
    expect(shown.medias).toHaveLength(1);
    expect(world.feed.requests.filter((path) => path.startsWith('/images/'))).toEqual(['/images/frente.png']);
  });
});

describe('the schedule', () => {
  it('runs nothing before the interval, then a run of its own once the last is 6 hours old', async () => {
    await world.sync();
    expect((await view()).runs).toHaveLength(1);
    world.clock.advance(6 * HOUR_MS + 60_000);
    await world.sync();
    const { runs, pending } = await view();
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ outcome: 'good', unchanged: 1 });
    expect(pending).toBe(false);
  });
});
