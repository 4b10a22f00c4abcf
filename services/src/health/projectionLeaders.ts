// Which projections no process applies right now: nobody holds their advisory lock. The key is the
// one projections/src/runner/projectionWorker.ts takes, `hashtext('projection:' || name)`, on the
// read-model database; pg_locks shows a bigint key split into classid (high) and objid (low half).
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';

export async function projectionsWithoutLeader(db: ReadModelDatabase, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const result = await sql<{ name: string }>`
    SELECT name FROM unnest(${names}::text[]) AS name
    WHERE NOT EXISTS (
      SELECT 1 FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objsubid = 1
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND ((classid::bigint << 32) | objid::bigint) = hashtext('projection:' || name)::bigint
    )`.execute(db);
  return result.rows.map((row) => row.name);
}
