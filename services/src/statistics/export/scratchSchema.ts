// A schema of its own for one export: the statistics tables (and a checkpoint table) shaped like the
// live ones, empty. Connections that put it first in their search_path write there; the live read
// models are only read (the names of users) and never written. Dropped when the export ends.
import { randomBytes } from 'node:crypto';
import { type ReadModelDatabase, type ReadModelTables, statisticsProjection } from '@app/projections';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

export interface ScratchSchema {
  name: string;
  /** The scratch schema first, then the live one (for tables the projection does not own). */
  searchPath: string;
  /** Reads (the report) with the scratch tables in place of the live ones. */
  db: ReadModelDatabase;
}

const TABLES: readonly string[] = [...statisticsProjection.tables, 'projection_checkpoints'];

export async function withScratchSchema<T>(
  live: ReadModelDatabase,
  connectionString: string,
  work: (scratch: ScratchSchema) => Promise<T>,
): Promise<T> {
  const name = `stats_export_${randomBytes(6).toString('hex')}`;
  const liveSchema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(live)).rows[0]!.schema;
  await live.transaction().execute(async (transaction) => {
    await sql`CREATE SCHEMA ${sql.id(name)}`.execute(transaction);
    for (const table of TABLES) {
      await sql`CREATE UNLOGGED TABLE ${sql.id(name, table)} (LIKE ${sql.id(liveSchema, table)} INCLUDING ALL)`.execute(
        transaction,
      );
    }
  });
  const searchPath = `${name},${liveSchema}`;
  const pool = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${searchPath}` });
  pool.on('error', () => {});
  const db = new Kysely<ReadModelTables>({ dialect: new PostgresDialect({ pool }) });
  try {
    return await work({ name, searchPath, db });
  } finally {
    await db.destroy();
    await sql`DROP SCHEMA ${sql.id(name)} CASCADE`.execute(live);
  }
}
