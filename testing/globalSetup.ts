// One PostgreSQL server for the whole test run; every suite creates its own database on it.
import { freePort, startEmbeddedPostgres } from '@app/database';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return async () => {};
  }
  const server = await startEmbeddedPostgres({
    dataDirectory: `.data/test-postgres/run-${process.pid}`,
    port: await freePort(),
    ephemeral: true,
    // Thrown away after the run: tests trade durability for speed (nothing else may).
    withoutDurability: true,
  });
  process.env.TEST_ADMIN_DATABASE_URL = server.adminUrl;
  return () => server.stop();
}
