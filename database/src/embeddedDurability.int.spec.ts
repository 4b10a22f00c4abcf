// A persistent embedded server (npm start, a deployment without DATABASE_URL) flushes every commit
// to disk: a write the platform acknowledged survives a crash. Only the test suites' throw-away
// cluster may turn that off.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embeddedPostgres.ts';
import { freePort } from './freePort.ts';

const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method'] as const;

async function settingsOf(connectionString: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const settings: Record<string, string> = {};
    for (const name of DURABILITY_SETTINGS) {
      settings[name] = (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name]!;
    }
    return settings;
  } finally {
    await client.end();
  }
}

describe('the embedded server keeping its data', () => {
  let parent: string;
  let server: EmbeddedDatabase;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'durable-spec-'));
    await chmod(parent, 0o755);
    server = await startEmbeddedPostgres({ dataDirectory: path.join(parent, 'data'), port: await freePort() });
  });
  afterAll(async () => {
    await server.stop();
    await rm(parent, { recursive: true, force: true });
  });

  it("runs with PostgreSQL's durable defaults", async () => {
    const settings = await settingsOf(server.adminUrl);
    expect(settings).toMatchObject({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' });
    expect(settings.wal_sync_method).not.toBe('');
  });

  it('refuses to run without durability', async () => {
    await expect(
      startEmbeddedPostgres({ dataDirectory: path.join(parent, 'other'), port: 1, withoutDurability: true }),
    ).rejects.toThrow(/ephemeral/);
  });
});

describe("the test suites' throw-away server", () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('trades durability for speed', async () => {
    const settings = await settingsOf(process.env.TEST_ADMIN_DATABASE_URL!);
    expect(settings).toMatchObject({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  });
});
