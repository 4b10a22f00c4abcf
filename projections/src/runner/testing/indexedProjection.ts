// A projection whose table has secondary indexes, for the deferred indexes' specs: each batch notes
// how many indexes the table had while it was applied.
import { sql } from 'kysely';
import type { ReadModelDatabase } from '../../database.ts';
import type { ReadModelTables } from '../../tables.ts';
import type { Projection } from '../projection.ts';

const TABLE = 'indexed_events' as keyof ReadModelTables;

export async function createIndexedTable(db: ReadModelDatabase): Promise<void> {
  const statements = [
    sql`CREATE TABLE IF NOT EXISTS indexed_events (event_id uuid PRIMARY KEY, stream text NOT NULL, number int NOT NULL)`,
    sql`CREATE UNIQUE INDEX IF NOT EXISTS indexed_events_unique ON indexed_events (stream, number)`,
    sql`CREATE INDEX IF NOT EXISTS indexed_events_by_stream ON indexed_events (stream)`,
    sql`CREATE INDEX IF NOT EXISTS indexed_events_even ON indexed_events (number DESC) INCLUDE (stream)
          WHERE number % 2 = 0`,
    sql`CREATE INDEX IF NOT EXISTS indexed_events_words ON indexed_events USING gin (to_tsvector('simple', stream))`,
    sql`CREATE TABLE IF NOT EXISTS indexed_batches (id serial PRIMARY KEY, events int NOT NULL, indexes int NOT NULL)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export function indexedProjection(delayPerBatchMs = 0): Projection {
  return {
    name: 'indexed',
    tables: [TABLE],
    handles: ['indexed.v1'],
    indexesDeferredOnRebuild: [TABLE],
    apply() {
      throw new Error('applied in batches');
    },
    async applyBatch(transaction, events) {
      for (const event of events) {
        await sql`INSERT INTO indexed_events (event_id, stream, number)
          VALUES (${event.id}, ${event.stream}, ${Number(event.globalPosition)})`.execute(transaction);
      }
      await sql`INSERT INTO indexed_batches (events, indexes)
        SELECT ${events.length}, count(*) FROM pg_indexes WHERE tablename = 'indexed_events'`.execute(transaction);
      if (delayPerBatchMs > 0) await new Promise((resolve) => setTimeout(resolve, delayPerBatchMs));
    },
  };
}

/** Every index of the table, as the catalogue defines it. */
export async function indexDefinitions(db: ReadModelDatabase): Promise<string[]> {
  const result = await sql<{ indexdef: string }>`
    SELECT indexdef FROM pg_indexes WHERE tablename = 'indexed_events' ORDER BY indexname`.execute(db);
  return result.rows.map((row) => row.indexdef);
}

/** How many indexes the table had as each batch was applied, in order. */
export async function indexesSeenByBatch(db: ReadModelDatabase): Promise<number[]> {
  const result = await sql<{ indexes: number }>`SELECT indexes::int FROM indexed_batches ORDER BY id`.execute(db);
  return result.rows.map((row) => row.indexes);
}
