// How many publications each type holds, as the planner's statistics estimate it (the table's row
// estimate times each type's share among its most common values): enough to weigh a walk against
// reading every match from the table (newestMatches.ts), at no cost per search. Read at most once a
// minute per database; until the table was first analyzed no type has a size.
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';

const FRESH_MS = 60_000;

const read = new WeakMap<ReadModelDatabase, { at: number; sizes: Promise<ReadonlyMap<string, number>> }>();

async function estimated(db: ReadModelDatabase): Promise<ReadonlyMap<string, number>> {
  const { rows } = await sql<{ type_id: string; size: number }>`
    SELECT share.type_id, (c.reltuples * share.frequency)::float8 AS size
    FROM pg_stats s
    JOIN pg_class c ON c.oid = format('%I.%I', s.schemaname, s.tablename)::regclass
    CROSS JOIN LATERAL unnest(s.most_common_vals::text::uuid[], s.most_common_freqs) AS share(type_id, frequency)
    WHERE s.schemaname = current_schema() AND s.tablename = 'publications' AND s.attname = 'type_id'
      AND c.reltuples > 0`.execute(db);
  return new Map(rows.map((row) => [row.type_id, row.size]));
}

/** Each type's estimated number of publications; a type missing from the statistics has none. */
export function typeSizes(db: ReadModelDatabase): Promise<ReadonlyMap<string, number>> {
  // A monotonic clock: this only paces how often the statistics are read, it decides nothing.
  const now = performance.now();
  const cached = read.get(db);
  if (cached && now - cached.at < FRESH_MS) return cached.sizes;
  // Without an estimate a walk keeps its fixed bound: a failed read must not fail the search.
  const sizes = estimated(db).catch(() => new Map<string, number>());
  read.set(db, { at: now, sizes });
  return sizes;
}
