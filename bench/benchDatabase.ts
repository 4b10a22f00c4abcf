// The database a benchmark run writes to: a fresh `bench_<random>` on DATABASE_URL's server, or on
// an embedded PostgreSQL started for this run only, so a fresh clone needs nothing installed.
import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, freePort, startEmbeddedPostgres } from '@app/database';

const DEFAULT_PORT = 54331;
// BENCH_PORT runs a second benchmark beside one already on the default port: its own port and
// cluster directory, since starting an ephemeral cluster empties the directory first.
const EMBEDDED_PORT = Number(process.env.BENCH_PORT ?? DEFAULT_PORT);
const EMBEDDED_DIRECTORY =
  EMBEDDED_PORT === DEFAULT_PORT ? '.data/bench-postgres' : `.data/bench-postgres-${EMBEDDED_PORT}`;

export interface BenchDatabase {
  url: string;
  /** Where the server comes from, for the report header. */
  origin: string;
  release(): Promise<void>;
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const externalUrl = process.env.DATABASE_URL;
  const port = await freePort();
  const server = externalUrl
    ? { adminUrl: externalUrl, stop: async () => {} }
    : await startEmbeddedPostgres({ dataDirectory: EMBEDDED_DIRECTORY, port, ephemeral: true });
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(server.adminUrl, name);
  return {
    url,
    origin: externalUrl ? `DATABASE_URL server, database ${name}` : `embedded PostgreSQL :${port}, database ${name}`,
    async release() {
      try {
        await dropDatabase(server.adminUrl, name);
      } finally {
        await server.stop();
      }
    },
  };
}
