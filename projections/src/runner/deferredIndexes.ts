// A projection rebuilding its tables from far behind the log's head (a replay, a deploy that rebuilds
// the read model) may file them without their secondary indexes and build those once, sorted, before
// it catches up: a million rows inserted one batch after another into ten indexes cost several times
// what one sorted build of each does. The definitions are read from the catalogue (whatever the
// migrations made) and kept in projection_deferred_indexes in the transaction that drops the
// indexes, so a crash mid-rebuild leaves them for whichever runner leads the projection next.
// Unique indexes and those backing a constraint stay: the projection's upserts rely on them.
import { sql } from 'kysely';
import pg from 'pg';
import type { ReadModelDatabase } from '../database.ts';

/** Behind by fewer events than this, a projection files its rows with its indexes in place. */
export const FAR_BEHIND_EVENTS = 20_000;
/** Memory each build may sort in: the server's default (64 MB) spills a million rows to disk. */
const BUILD_MEMORY = '256MB';
/** Builds at once: a GIN build uses one core, so two keep both of a small server's cores busy. */
const BUILDERS = 2;

export interface DeferredIndex {
  name: string;
  table: string;
  definition: string;
}

/** The indexes of `projection` dropped and not yet created again. */
export async function deferredIndexes(db: ReadModelDatabase, projection: string): Promise<DeferredIndex[]> {
  const result = await sql<DeferredIndex>`
    SELECT name, table_name AS table, definition FROM projection_deferred_indexes
    WHERE projection = ${projection} ORDER BY name`.execute(db);
  return result.rows;
}

/** How many rows the tables hold: a rebuild shorter than that is not worth building them all again. */
export async function rowsIn(db: ReadModelDatabase, tables: readonly string[]): Promise<number> {
  let rows = 0;
  for (const table of tables) {
    const result = await sql<{ rows: number }>`SELECT count(*)::int AS rows FROM ${sql.table(table)}`.execute(db);
    rows += result.rows[0]!.rows;
  }
  return rows;
}

/** Drops the secondary indexes of `tables`, their definitions kept for createDeferredIndexes. */
export async function deferIndexes(db: ReadModelDatabase, projection: string, tables: readonly string[]) {
  return db.transaction().execute(async (transaction) => {
    const { rows } = await sql<DeferredIndex>`
      SELECT indexname AS name, tablename AS table, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = ANY(${[...tables]}::text[])
        AND indexdef NOT LIKE 'CREATE UNIQUE INDEX %'
        AND NOT EXISTS (
          SELECT 1 FROM pg_constraint WHERE conindid = format('%I.%I', schemaname, indexname)::regclass)`.execute(
      transaction,
    );
    for (const index of rows) {
      await sql`INSERT INTO projection_deferred_indexes (projection, name, table_name, definition)
        VALUES (${projection}, ${index.name}, ${index.table}, ${index.definition})`.execute(transaction);
      await sql`DROP INDEX ${sql.id(index.name)}`.execute(transaction);
    }
    return rows;
  });
}

/**
 * Builds every deferred index of `projection` again, each in the transaction that forgets its
 * definition (a build cut short leaves it to the next call), then analyzes the tables: statistics
 * on the indexed expressions come with an ANALYZE, not with the build.
 */
export async function createDeferredIndexes(
  connectionString: string,
  db: ReadModelDatabase,
  projection: string,
): Promise<void> {
  const pending = await deferredIndexes(db, projection);
  // The longest builds first: a GIN build is a single process, a B-tree's is shared with workers.
  const queue = [...pending].sort((first, second) => Number(isGin(second)) - Number(isGin(first)));
  const builder = async () => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      for (let index = queue.shift(); index; index = queue.shift()) await build(client, projection, index);
    } finally {
      await client.end();
    }
  };
  // Settled, not raced: a retry must not build an index the other builder is still building.
  const built = await Promise.allSettled(Array.from({ length: Math.min(BUILDERS, pending.length) }, builder));
  for (const outcome of built) if (outcome.status === 'rejected') throw outcome.reason;
  for (const table of new Set(pending.map((index) => index.table))) await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

const isGin = (index: DeferredIndex) => / USING gin /.test(index.definition);

async function build(client: pg.Client, projection: string, index: DeferredIndex): Promise<void> {
  // IF NOT EXISTS: a migration run since the drop may have made an index of that name again.
  const definition = index.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ');
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`);
    await client.query(definition);
    await client.query('DELETE FROM projection_deferred_indexes WHERE projection = $1 AND name = $2', [
      projection,
      index.name,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
