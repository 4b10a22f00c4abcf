// A premium seller's JSON feed, served by a loopback server, kept in sync by the worker: creation,
// per-item errors, held removals and their approval, 'Deshacer', price changes, unchanged reruns
// and a failing feed.
import { priceDropOf } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartmentItem, productItem, products } from './testing/feedFixture.ts';
import { type SyncWorld, startSyncWorld } from './testing/syncWorld.ts';

let world: SyncWorld;
const PATH = '/api/account/synchronizer';

beforeAll(async () => {
  world = await startSyncWorld();
});
afterAll(() => world.stop());

const feedUrl = () => world.feed.url('/feed.json');
const view = async () => (await world.call('GET', PATH)).json().data;

describe('saving', () => {
  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a name resolving to loopback', 'http://localhost:9/feed.json'],
    ['a private network address', 'http://192.168.0.10/feed.json'],
    ['IPv4-compatible IPv6 loopback', 'http://[::127.0.0.1]/feed.json'],
    ['IPv4-mapped IPv6 metadata', 'http://[::ffff:a9fe:a9fe]/latest/meta-data/'],
    ['NAT64 loopback', 'http://[64:ff9b::127.0.0.1]/feed.json'],
    ['6to4 private', 'http://[2002:c0a8:a::]/feed.json'],
  ])('refuses %s with a Spanish 422 and records nothing', async (_case, url) => {
    const response = await world.call('PUT', PATH, { type: 'json', config: { url } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['config.url']).toEqual([
      'La dirección apunta a una red privada o interna y no se puede usar.',
    ]);
    expect(await view()).toBeNull();
  });

  it("refuses type api, 'Aún no disponible', and a missing URL", async () => {
    const api = await world.call('PUT', PATH, { type: 'api', config: {} });
    expect(api.statusCode).toBe(422);
    expect(api.json()).toMatchObject({ message: 'Aún no disponible', errors: { type: ['Aún no disponible'] } });
    const noUrl = await world.call('PUT', PATH, { type: 'json', config: {} });
    expect(noUrl.statusCode).toBe(422);
    expect(Object.keys(noUrl.json().errors)).toEqual(['config.url']);
  });

  it('creates the synchronizer, pending its first run', async () => {
    world.feed.answer = [...products(20), { id: 'SIN-TITULO', type: 'productos' }, productItem(99, { type: 'barcos' })];
    const response = await world.call('PUT', PATH, { type: 'json', config: { url: feedUrl() } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Sincronización actualizada correctamente.',
      data: { type: 'json', config: { url: feedUrl() }, sync_on: null, pending: true },
    });
  });
});

describe('running', () => {
  it('the first run creates the valid items as synchronized publications and lists the bad ones', async () => {
    await world.sync();
    const publications = await world.publications();
    expect(publications).toHaveLength(20);
    expect(publications.every((publication) => publication.created_by === 'synchronizer' && publication.public)).toBe(
      true,
    );
    const data = await view();
    expect(data.pending).toBe(false);
    expect(data.sync_on).not.toBeNull();
    expect(data.runs[0]).toMatchObject({ outcome: 'good', item_count: 20, created: 20, updated: 0, removed: 0 });
    expect(data.runs[0].skipped).toEqual([
      { item: 'SIN-TITULO', reason: expect.stringMatching(/^title: /) },
      { item: 'SKU-099', reason: 'El tipo "barcos" no existe.' },
    ]);
  });

  it('a rerun with nothing changed appends no publication event', async () => {
    const before = await world.publicationEventCount();
    expect((await world.call('POST', `${PATH}/sync`)).json()).toMatchObject({
      message: 'Sincronización marcada para ejecutar.',
      data: { pending: true },
    });
    await world.sync();
    expect(await world.publicationEventCount()).toBe(before);
    expect((await view()).runs[0]).toMatchObject({ outcome: 'good', created: 0, updated: 0, unchanged: 20 });
  });

  it('a price cut updates the publication and records the price change', async () => {
    world.feed.answer = [productItem(1, { price: 40_000 }), ...products(19, 2)];
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    const cut = (await world.publications()).find((publication) => publication.title.endsWith('001'));
    expect(cut?.amount).toBe(40_000);
    const history = await world.platform.db
      .selectFrom('publication_price_changes')
      .select(['previous_amount', 'amount'])
      .where('publication_id', '=', cut!.id)
      .execute();
    expect(history).toEqual([{ previous_amount: 51_000, amount: 40_000 }]);
    expect((await view()).runs[0]).toMatchObject({ updated: 1, unchanged: 19 });
    const shown = (await world.call('GET', `/api/account/publication/${cut!.id}`)).json();
    expect(shown.price_history).toMatchObject([{ previous: { amount: 51_000 }, current: { amount: 40_000 } }]);
    expect(priceDropOf(shown.price_history)).toMatchObject({ amount: 51_000 });
  });
});

describe('safe sync', () => {
  it('a feed that drops to 5 items removes nothing and holds the other 15', async () => {
    world.feed.answer = [productItem(1, { price: 40_000 }), ...products(4, 2)];
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    expect((await world.publications()).filter((publication) => publication.public)).toHaveLength(20);
    const data = await view();
    expect(data.runs[0]).toMatchObject({ outcome: 'partial', held: 15, removed: 0 });
    expect(data.held).toHaveLength(15);
  });

  it('approving the held removals unpublishes the 15, restorable one by one', async () => {
    const approved = await world.call('POST', `${PATH}/removals/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ held: [] });
    expect(approved.json().data.removed).toHaveLength(15);
    expect((await world.publications()).filter((publication) => publication.public)).toHaveLength(5);
    const restored = approved.json().data.removed[0];
    const undo = await world.call('POST', `${PATH}/removed/${restored.id}/restore`);
    expect(undo.json()).toMatchObject({ message: 'La publicación se volvió a publicar.' });
    expect(undo.json().data.removed).toHaveLength(14);
    expect((await world.publications()).find((publication) => publication.id === restored.id)?.public).toBe(true);
  });

  it('nothing held: approving answers a Spanish 422', async () => {
    const response = await world.call('POST', `${PATH}/removals/approve`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('No hay publicaciones pendientes de quitar.');
  });

  it('a failing feed fails the run with its reason and removes nothing', async () => {
    world.feed.answer = (response) => response.writeHead(500).end();
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    expect((await view()).runs[0]).toMatchObject({
      outcome: 'failed',
      reason: 'El servidor respondió con el estado 500.',
    });
    expect((await world.publications()).filter((publication) => publication.public)).toHaveLength(6);
  });
});

describe('matching', () => {
  it('an item whose id changed is recognised by address, m² and ambientes, not duplicated', async () => {
    world.feed.answer = [...products(5), apartmentItem('DEPTO-1')];
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    const before = (await world.publications()).filter((publication) => publication.title.startsWith('Departamento'));
    expect(before).toHaveLength(1);
    world.feed.answer = [...products(5), apartmentItem('NUEVO-ID-77', { price: 140_000 })];
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    const after = (await world.publications()).filter((publication) => publication.title.startsWith('Departamento'));
    expect(after).toEqual([expect.objectContaining({ id: before[0]!.id, amount: 140_000 })]);
  });
});
