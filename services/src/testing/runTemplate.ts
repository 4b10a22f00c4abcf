// Databases a test run prepares once and every suite copies (`CREATE DATABASE … TEMPLATE`): the
// migrated schema and the demo world. Their names end with the run's id, so the run's teardown
// drops them from a server that outlives it.
import { createDatabase, dropDatabase, renameDatabase, testAdminUrl } from '@app/database';
import pg from 'pg';

export function runSetting(name: 'TEST_RUN_ID' | 'TEST_RUN_DIRECTORY'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run tests through vitest (globalSetup)`);
  return value;
}

/** Prepares under another name and renames when done: a template that exists is always whole. */
async function prepareTemplate(database: string, prepare: (databaseUrl: string) => Promise<void>): Promise<void> {
  const adminUrl = testAdminUrl();
  const preparing = `${database}_preparing`;
  await dropDatabase(adminUrl, preparing);
  await prepare(await createDatabase(adminUrl, preparing));
  await renameDatabase(adminUrl, preparing, database);
}

/** Makes sure the run's template `database` exists; whichever suite asks first prepares it (an advisory lock keeps it to one). */
export async function runTemplate(database: string, prepare: (databaseUrl: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: testAdminUrl() });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [database]);
    const prepared = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (prepared.rowCount === 0) await prepareTemplate(database, prepare);
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
}
