import { LOG_START, type RecordedEvent } from '@app/contracts';
import { createTestDatabase } from '@app/database';
import { PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from '../database.ts';
import { migrateReadModels } from '../migrations/migrator.ts';
import { UNANSWERED } from '../statementHints.ts';
import { BatchApplier, CheckpointMovedError } from './batchApplier.ts';
import { readCheckpoint, writeCheckpoint } from './checkpointTable.ts';
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

// A batch whose every statement goes unanswered is sent with its COMMIT in one round trip: what
// would have stopped it before COMMIT must still roll it back.
describe('batch applier committing without waiting', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let db: ReadModelDatabase;
  let applier: BatchApplier;

  beforeAll(async () => {
    database = await createTestDatabase('commitbehind');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 2 });
    db = connectReadModels(database.url, 2);
    await migrateReadModels(db);
    await sql`CREATE TABLE counted_rows (event_id uuid PRIMARY KEY, amount integer NOT NULL CHECK (amount >= 0))`.execute(
      db,
    );
    applier = new BatchApplier(countingProjection(), database.url);
  });

  afterAll(async () => {
    await applier.destroy();
    await db.destroy();
    await store.close();
    await database.drop();
  });

  const appendCounted = async (stream: string, amounts: number[]): Promise<RecordedEvent[]> => {
    const before = await store.headCheckpoint();
    await store.append(
      stream,
      amounts.map((amount) => testEvent('counted.v1', { amount })),
      'no_stream',
    );
    // Readable once every older transaction on the server has ended (the store's guarantee).
    for (;;) {
      const events = await store.readAll(before, 100);
      if (events.length === amounts.length) return events;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const storedRows = async (events: readonly RecordedEvent[]) => {
    const ids = events.map((event) => event.id);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM counted_rows WHERE event_id = ANY(${ids}::uuid[])`.execute(db);
    return rows[0]!.count;
  };

  it('stores the rows and the checkpoint of a batch together', async () => {
    const events = await appendCounted('counted-1', [1, 2, 3]);
    await applier.apply(events, LOG_START);
    expect(await storedRows(events)).toBe(3);
    expect(await readCheckpoint(db, 'counting')).toEqual(events[2]!.checkpoint);
  });

  it('keeps none of a batch whose checkpoint another leader moved meanwhile', async () => {
    const applied = await readCheckpoint(db, 'counting');
    const events = await appendCounted('counted-2', [4, 5]);
    await writeCheckpoint(db, 'counting', events[0]!.checkpoint);

    await expect(applier.apply(events, applied)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await storedRows(events)).toBe(0);
    expect(await readCheckpoint(db, 'counting')).toEqual(events[0]!.checkpoint);
  });

  it('keeps none of a batch one of whose statements fails, and says why', async () => {
    const applied = await readCheckpoint(db, 'counting');
    const events = await appendCounted('counted-3', [6, -1, 7]);

    await expect(applier.apply(events, applied)).rejects.toThrow(/counted_rows_amount_check/);
    expect(await storedRows(events)).toBe(0);
    expect(await readCheckpoint(db, 'counting')).toEqual(applied);
  });
});

/** Writes one row per event with a statement whose answer it never reads. */
function countingProjection(): Projection {
  return {
    name: 'counting',
    tables: [],
    handles: ['counted.v1'],
    async apply(transaction, event) {
      const { amount } = event.data as { amount: number };
      await sql`${sql.raw(UNANSWERED)} INSERT INTO counted_rows (event_id, amount) VALUES (${event.id}, ${amount})`.execute(
        transaction,
      );
    },
  };
}

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
