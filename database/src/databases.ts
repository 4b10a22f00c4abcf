// Creating and naming databases on a server we hold the admin URL of.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createDatabase(adminUrl: string, database: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`invalid database name ${database}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, database);
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test suite, so suites never see each other's rows. */
export async function createTestDatabase(prefix = 'test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run tests through vitest (globalSetup)');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}
