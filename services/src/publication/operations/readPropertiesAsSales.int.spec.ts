// Issue 35's migration: property publications recorded before operations are read as sales by a
// fact on their own stream, once, and a replay of the log gives the same read model.
import { projectionNamed } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationTypeDecider, publicationTypeStream } from '../../catalogue/index.ts';
import { systemContext } from '../../commands/index.ts';
import { execute } from '../../platform.ts';
import { seedPublications } from '../../search/testing/searchWorld.ts';
import { replayTwice } from '../../testing/replayTwice.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';
import { readPropertiesAsSales } from './readPropertiesAsSales.ts';

let world: PublicationWorld;
let before: string[];

/** The demo catalogue's property type as it was before issue 35: no operation among its fields. */
async function forgetOperations() {
  const { db } = world.platform;
  const type = await db
    .selectFrom('publication_types')
    .selectAll()
    .where('slug', '=', 'inmuebles')
    .executeTakeFirstOrThrow();
  const extras = await db.selectFrom('extras').select(['id', 'title']).execute();
  const input = {
    slug: type.slug,
    icon: type.icon,
    translations: { es: { title: type.title } },
    config: { fields: type.fields.filter((field) => field !== 'operation'), extras: type.extra_ids },
  };
  const knownExtras = new Map(extras.map((extra) => [extra.id, extra.title]));
  const command = { type: 'change' as const, id: type.id, input, knownExtras };
  await execute(world.platform, publicationTypeStream(type.id), publicationTypeDecider, command, systemContext());
}

const operations = () =>
  world.platform.db
    .selectFrom('publications')
    .select(['title', 'operation', 'price_period'])
    .orderBy('title')
    .execute();

beforeAll(async () => {
  world = await startPublicationWorld();
  await forgetOperations();
  before = await seedPublications(world.platform, [
    { typeId: world.types.inmuebles, title: 'Casa en Tigre', currency: 'USD', amount: 180_000 },
    { typeId: world.types.inmuebles, title: 'Depto en Palermo', currency: 'USD', amount: 120_000 },
    { typeId: world.types.vehiculos, title: 'Toyota Hilux', currency: 'USD', amount: 38_000 },
  ]);
});
afterAll(() => world.stop());

describe('npm run migrate-operations -- inmuebles', () => {
  it('makes the type ask for the operation and reads its publications as sales', async () => {
    expect(before).toHaveLength(3);
    expect((await operations()).map((row) => row.operation)).toEqual([null, null, null]);
    const migration = await readPropertiesAsSales(world.platform, ['inmuebles']);
    expect(migration).toEqual({ typesChanged: ['inmuebles'], publicationsRead: 2 });
    // The read model follows the log; on a loaded machine it may take a moment longer than the wait.
    await expect.poll(operations, { timeout: 30_000 }).toEqual([
      { title: 'Casa en Tigre', operation: 'sale', price_period: null },
      { title: 'Depto en Palermo', operation: 'sale', price_period: null },
      { title: 'Toyota Hilux', operation: null, price_period: null },
    ]);
    const type = await world.platform.db
      .selectFrom('publication_types')
      .select('fields')
      .where('slug', '=', 'inmuebles')
      .executeTakeFirstOrThrow();
    expect(type.fields).toContain('operation');
  });

  it('changes nothing the second time', async () => {
    const head = await world.platform.store.headCheckpoint();
    expect(await readPropertiesAsSales(world.platform, ['inmuebles'])).toEqual({
      typesChanged: [],
      publicationsRead: 0,
    });
    expect(await world.platform.store.headCheckpoint()).toEqual(head);
  });

  it('is in the log: a replay of the publications gives the same operations', async () => {
    const tables = await replayTwice(world.platform, [projectionNamed('publications')!]);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
    expect((await operations()).map((row) => row.operation)).toEqual(['sale', 'sale', null]);
  });
});
