// A deliberately non-idempotent projection for runner tests: applying an event twice shows up
// as a duplicate row, losing one as a missing row.
import { sql } from 'kysely';
import type { ReadModelDatabase } from '../../database.ts';
import type { Projection } from '../projection.ts';

export async function createCountingTable(db: ReadModelDatabase): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS applied_events (event_id uuid NOT NULL, stream text NOT NULL)`.execute(db);
}

export function countingProjection(delayPerEventMs = 0): Projection {
  return {
    name: 'counting',
    tables: [],
    handles: ['counted.v1'],
    async apply(transaction, event) {
      await sql`INSERT INTO applied_events (event_id, stream) VALUES (${event.id}, ${event.stream})`.execute(
        transaction,
      );
      if (delayPerEventMs > 0) await new Promise((resolve) => setTimeout(resolve, delayPerEventMs));
    },
  };
}

export async function appliedCounts(db: ReadModelDatabase): Promise<{ total: number; distinct: number }> {
  const result = await sql<{ total: number; distinct: number }>`
    SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct FROM applied_events`.execute(db);
  return result.rows[0]!;
}
