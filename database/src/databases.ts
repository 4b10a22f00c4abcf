// Creating and naming databases on a server we hold the admin URL of.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function checkedName(database: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`invalid database name ${database}`);
  return database;
}

/** Creates `database` unless it exists; as a copy of `template` when given (nobody may be connected to it). */
export async function createDatabase(adminUrl: string, database: string, template?: string): Promise<string> {
  checkedName(database);
  const copying = template ? ` TEMPLATE ${checkedName(template)}` : '';
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${database}${copying}`);
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

export async function renameDatabase(adminUrl: string, database: string, newName: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE ${checkedName(database)} RENAME TO ${checkedName(newName)}`);
  } finally {
    await client.end();
  }
}

/** Drops every database whose name ends with `suffix` (what one test run prepared). */
export async function dropDatabasesEndingWith(adminUrl: string, suffix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    for (const { datname } of rows.filter((row) => row.datname.endsWith(suffix))) {
      await client.query(`DROP DATABASE IF EXISTS ${checkedName(datname)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/** The test run's PostgreSQL server, as an administrator (set by testing/globalSetup.ts). */
export function testAdminUrl(): string {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run tests through vitest (globalSetup)');
  return adminUrl;
}

/**
 * A fresh database for one test suite, so suites never see each other's rows: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createTestDatabase(
  prefix = 'test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testAdminUrl();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name, template);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}
