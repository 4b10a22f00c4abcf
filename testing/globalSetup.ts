// One PostgreSQL server for the whole test run; every suite creates its own database on it.
// The run also has an id and a folder for what suites prepare once and copy (the demo world).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDatabasesEndingWith, freePort, startEmbeddedPostgres } from '@app/database';

async function prepareRun(): Promise<{ id: string; directory: string }> {
  const id = randomBytes(4).toString('hex');
  const directory = await mkdtemp(path.join(tmpdir(), 'marketplace-test-run-'));
  process.env.TEST_RUN_ID = id;
  process.env.TEST_RUN_DIRECTORY = directory;
  return { id, directory };
}

export default async function setup(): Promise<() => Promise<void>> {
  const run = await prepareRun();
  const removeRunDirectory = () => rm(run.directory, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL;
    process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
    // This server outlives the run: drop the templates the run prepared on it.
    return async () => {
      await dropDatabasesEndingWith(adminUrl, `_${run.id}`);
      await removeRunDirectory();
    };
  }
  const server = await startEmbeddedPostgres({
    dataDirectory: `.data/test-postgres/run-${process.pid}`,
    port: await freePort(),
    ephemeral: true,
    // Thrown away after the run: tests trade durability for speed (nothing else may).
    withoutDurability: true,
  });
  process.env.TEST_ADMIN_DATABASE_URL = server.adminUrl;
  return async () => {
    await server.stop();
    await removeRunDirectory();
  };
}
