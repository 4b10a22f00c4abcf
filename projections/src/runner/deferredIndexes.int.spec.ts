// A projection far behind the log's head files its rows without its secondary indexes and builds
// exactly the same ones before the batch that reaches the head; a crash mid-rebuild loses none.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@app/database';
import { PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from '../database.ts';
import { migrateReadModels } from '../migrations/migrator.ts';
import { readCheckpoint } from './checkpointTable.ts';
import { deferredIndexes } from './deferredIndexes.ts';
import { ProjectionRunner } from './projectionRunner.ts';
import { resetProjection } from './replay.ts';
import {
  createIndexedTable,
  indexDefinitions,
  indexedProjection,
  indexesSeenByBatch,
} from './testing/indexedProjection.ts';

const ALL_INDEXES = 5;
/** The primary key and the unique index: what the projection's writes may rely on. */
const KEPT_INDEXES = 2;

describe('indexes deferred while rebuilding', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let db: ReadModelDatabase;
  let definitions: string[];

  const appendEvents = async (streams: number, prefix: string) => {
    for (let stream = 0; stream < streams; stream++) {
      const events = Array.from({ length: 100 }, () => testEvent('indexed.v1'));
      await store.append(`${prefix}-${stream}`, events, 'no_stream');
    }
  };
  const catchUp = async (farBehindEvents: number) => {
    const options = { connectionString: database.url, batchSize: 100, farBehindEvents };
    const runner = new ProjectionRunner([indexedProjection()], store, db, options);
    await runner.start();
    const caughtUp = await runner.waitFor(await store.headCheckpoint(), 30_000);
    await runner.stop();
    return caughtUp;
  };
  const rows = async () =>
    (await sql<{ total: number }>`SELECT count(*)::int AS total FROM indexed_events`.execute(db)).rows[0]!.total;

  beforeAll(async () => {
    database = await createTestDatabase('deferred_indexes');
    store = await PostgresEventStore.connect({ connectionString: database.url });
    db = connectReadModels(database.url, 5);
    await migrateReadModels(db);
    await createIndexedTable(db);
    definitions = await indexDefinitions(db);
  });
  afterAll(async () => {
    await db.destroy();
    await store.close();
    await database.drop();
  });

  it('applies a far rebuild without the secondary indexes, then builds them before reaching the head', async () => {
    await appendEvents(10, 'far');
    expect(await catchUp(300)).toBe(true);
    // Ten full batches: the tenth ends at the head, so the indexes are built before it.
    expect(await indexesSeenByBatch(db)).toEqual([...Array(9).fill(KEPT_INDEXES), ALL_INDEXES]);
    expect(await indexDefinitions(db)).toEqual(definitions);
    expect(await deferredIndexes(db, 'indexed')).toEqual([]);
    expect(await rows()).toBe(1_000);
  });

  it('applies a short catch-up with its indexes in place', async () => {
    await sql`TRUNCATE indexed_batches`.execute(db);
    await appendEvents(5, 'near');
    expect(await catchUp(300)).toBe(true);
    expect(await indexesSeenByBatch(db)).toEqual(Array(5).fill(ALL_INDEXES));
    expect(await rows()).toBe(1_500);
  });

  it('leaves the indexes of a rebuild killed midway to the next runner, which builds them before the head', async () => {
    await resetProjection(db, indexedProjection());
    await sql`TRUNCATE indexed_batches`.execute(db);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./testing/killableRebuild.ts', import.meta.url)), database.url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await readCheckpoint(db, 'indexed')).position === 0n) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect((await indexDefinitions(db)).length).toBe(KEPT_INDEXES);
    expect(await deferredIndexes(db, 'indexed')).toHaveLength(ALL_INDEXES - KEPT_INDEXES);

    // Now close to the head by the next runner's measure: the indexes are built before anything else.
    expect(await catchUp(100_000)).toBe(true);
    const seen = await indexesSeenByBatch(db);
    expect(seen.filter((indexes) => indexes === KEPT_INDEXES).length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(ALL_INDEXES);
    expect(await indexDefinitions(db)).toEqual(definitions);
    expect(await deferredIndexes(db, 'indexed')).toEqual([]);
    expect(await rows()).toBe(1_500);
  });
});
