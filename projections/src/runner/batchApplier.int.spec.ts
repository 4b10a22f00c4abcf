import { createTestDatabase } from '@app/database';
import { PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from '../database.ts';
import { migrateReadModels } from '../migrations/migrator.ts';
import type { Projection } from './projection.ts';
import { ProjectionRunner } from './projectionRunner.ts';

// Writes are sent behind (not awaited) while a batch is applied; these prove a projection still
// gets exactly the answers it would get with every statement awaited.
describe('batch applier writing behind', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let db: ReadModelDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('writebehind');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 4 });
    db = connectReadModels(database.url, 2);
    await migrateReadModels(db);
    await sql`CREATE TABLE keyed_rows (key text PRIMARY KEY, event_id uuid NOT NULL)`.execute(db);
    await sql`CREATE TABLE observations (event_id uuid PRIMARY KEY, inserted integer NOT NULL, seen integer NOT NULL)`.execute(
      db,
    );
  });

  afterAll(async () => {
    await db.destroy();
    await store.close();
    await database.drop();
  });

  it('reports a row a conflict skipped as not inserted, and reads see the writes before them', async () => {
    const keys = ['a', 'b', 'c', 'a', 'd', 'b'];
    await store.append(
      'keyed-1',
      keys.map((key) => testEvent('keyed.v1', { key })),
      'no_stream',
    );
    const runner = new ProjectionRunner([observingProjection()], store, db, { connectionString: database.url });
    await runner.start();
    expect(await runner.waitFor(await store.headCheckpoint(), 10_000)).toBe(true);
    await runner.stop();

    const observed = await sql<{ inserted: number; seen: number }>`
      SELECT o.inserted, o.seen FROM observations o
      JOIN events e ON e.event_id = o.event_id ORDER BY e.global_position`.execute(db);
    expect(observed.rows).toEqual([
      { inserted: 1, seen: 1 },
      { inserted: 1, seen: 2 },
      { inserted: 1, seen: 3 },
      { inserted: 0, seen: 3 },
      { inserted: 1, seen: 4 },
      { inserted: 0, seen: 4 },
    ]);
  });
});

/** Records, per event, the row count its INSERT reported and how many rows it could then read. */
function observingProjection(): Projection {
  return {
    name: 'observing',
    tables: [],
    handles: ['keyed.v1'],
    async apply(transaction, event) {
      const { key } = event.data as { key: string };
      const insert =
        await sql`INSERT INTO keyed_rows (key, event_id) VALUES (${key}, ${event.id}) ON CONFLICT DO NOTHING`.execute(
          transaction,
        );
      const count = await sql<{ seen: number }>`SELECT count(*)::int AS seen FROM keyed_rows`.execute(transaction);
      await sql`INSERT INTO observations (event_id, inserted, seen)
        VALUES (${event.id}, ${Number(insert.numAffectedRows)}, ${count.rows[0]!.seen})`.execute(transaction);
    },
  };
}
