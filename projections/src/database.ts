import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PreparingPool } from './preparedStatements.ts';
import type { ReadModelTables } from './tables.ts';

export type ReadModelDatabase = Kysely<ReadModelTables>;

// int8 columns (counts, prices in cents) fit JavaScript numbers in this product.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function connectReadModels(connectionString: string, poolSize = 20): ReadModelDatabase {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection closed by the server (restart, failover) must not end the process;
  // the next query opens a new one.
  pool.on('error', () => {});
  return new Kysely<ReadModelTables>({ dialect: new PostgresDialect({ pool: new PreparingPool(pool) }) });
}
