// Runs survive crashes: a run interrupted after creating some publications is resumed under its
// own id and creates each item once. Access: premium sellers only. Projections replay to the same
// tables.
import { type Projection, projectionNamed } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../commands/commandContext.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { bearer } from '../testing/testPlatform.ts';
import { loadFeedCatalogue } from './feed/feedCatalogue.ts';
import { mapFeedItem } from './feed/mapFeedItem.ts';
import { applyItems, synchronizedPublicationId } from './running/applyItems.ts';
import { loadKnownItems } from './running/knownItems.ts';
import { commandSynchronizer } from './running/synchronizerState.ts';
import { productItem, products } from './testing/feedFixture.ts';
import { type SyncWorld, startSyncWorld } from './testing/syncWorld.ts';

let world: SyncWorld;
const PATH = '/api/account/synchronizer';

beforeAll(async () => {
  world = await startSyncWorld();
});
afterAll(() => world.stop());

describe('a run interrupted by a crash', () => {
  it('is resumed under its own id and creates every item exactly once', async () => {
    world.feed.answer = products(20);
    await world.call('PUT', PATH, { type: 'json', config: { url: world.feed.url('/feed.json') } });
    const { platform } = world;
    const ownerId = world.seller.userId;
    // What a worker did before it died: started the run and created the first 7 publications.
    await commandSynchronizer(platform, ownerId, { type: 'startRun', runId: '0b5e9d7c-4a1f-4e2b-9c3d-8f6a5b4c3d21' });
    const catalogue = await loadFeedCatalogue(platform.db, ownerId);
    const firstSeven = [];
    for (const [index, item] of products(7).entries()) {
      const mapping = await mapFeedItem(item, index + 1, catalogue);
      if (mapping.ok) firstSeven.push(mapping.item);
    }
    const known = await loadKnownItems(platform.db, ownerId);
    await applyItems(platform, ownerId, firstSeven, known, systemContext(platform.clock.now()));

    await world.sync();

    const publications = await world.publications();
    expect(publications).toHaveLength(20);
    expect(new Set(publications.map((publication) => publication.title)).size).toBe(20);
    const streams = await Promise.all(
      publications.map((publication) => platform.store.readStream(`publication-${publication.id}`)),
    );
    const creations = streams.flat().filter((event) => event.type === 'publication.created.v1');
    expect(creations).toHaveLength(20);
    const { runs } = (await world.call('GET', PATH)).json().data;
    expect(runs).toHaveLength(1);
    // The first attempt's 7 are found by their derived ids, not created again.
    expect(runs[0]).toMatchObject({
      id: '0b5e9d7c-4a1f-4e2b-9c3d-8f6a5b4c3d21',
      outcome: 'good',
      created: 13,
      unchanged: 7,
    });
  });
});

describe('a creation racing another attempt', () => {
  it('meets the publication already created and synchronizes it, never creating it twice', async () => {
    const { platform } = world;
    const other = await world.accountFor({ premium: true });
    const context = systemContext(platform.clock.now());
    const catalogue = await loadFeedCatalogue(platform.db, other.userId);
    const mapped = async (item: unknown) => {
      const mapping = await mapFeedItem(item, 1, catalogue);
      if (!mapping.ok) throw new Error('the fixture item should map');
      return mapping.item;
    };
    // Both attempts start from read models without it: the second one's create meets the stream.
    const stale = await loadKnownItems(platform.db, other.userId);
    await applyItems(platform, other.userId, [await mapped(productItem(50))], stale, context);
    await applyItems(
      platform,
      other.userId,
      [await mapped(productItem(50, { description: 'Cuero vacuno, suela de goma.' }))],
      stale,
      context,
    );

    const id = synchronizedPublicationId(other.userId, 'SKU-050');
    const types = (await platform.store.readStream(`publication-${id}`)).map((event) => event.type);
    expect(types).toEqual(['publication.created.v1', 'publication.changed.v1']);
  });
});

describe('access', () => {
  it.each([
    ['GET', PATH],
    ['PUT', PATH],
    ['POST', `${PATH}/sync`],
    ['DELETE', PATH],
    ['POST', `${PATH}/removals/approve`],
  ] as const)('%s %s: visitors 401, non-premium users 403', async (method, url) => {
    const payload = method === 'PUT' ? { type: 'json', config: { url: 'https://example.com/feed.json' } } : undefined;
    const visitor = await world.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(visitor.statusCode).toBe(401);
    const token = await world.tokenFor({ premium: false });
    const user = await world.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Debes ser un usuario premium.');
  });

  it('a premium seller reads only their own synchronizer (none yet: null); sync without one is 404', async () => {
    const token = await world.tokenFor({ premium: true });
    const read = await world.app.inject({ method: 'GET', url: PATH, headers: bearer(token) });
    expect(read.json()).toEqual({ data: null });
    const sync = await world.app.inject({ method: 'POST', url: `${PATH}/sync`, headers: bearer(token) });
    expect(sync.statusCode).toBe(404);
    expect(sync.json().message).toBe('No tenés una sincronización configurada.');
  });
});

describe('deleting', () => {
  it('deletes the synchronizer; its publications stay, still synchronized', async () => {
    world.feed.answer = [productItem(1, { price: 1_000 }), ...products(19, 2)];
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    const deleted = await world.call('DELETE', PATH);
    expect(deleted.json()).toEqual({ message: 'Sincronización eliminada correctamente.' });
    expect((await world.call('GET', PATH)).json()).toEqual({ data: null });
    expect(await world.publications()).toHaveLength(20);
  });
});

it('the synchronizer and price projections replay to the same tables', async () => {
  const projections = ['synchronizers', 'price_changes'].map((name) => projectionNamed(name) as Projection);
  const tables = await replayTwice(world.platform, projections);
  expect(tables.afterFirstReplay).toEqual(tables.before);
  expect(tables.afterSecondReplay).toEqual(tables.before);
  expect(tables.before.publication_price_changes).toHaveLength(1);
});
