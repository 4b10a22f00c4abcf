// The embedded server is reached through the Unix socket in its data directory, whatever the path
// holds (a space, here), and over TCP on its port as well.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './databases.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embeddedPostgres.ts';
import { freePort } from './freePort.ts';

let parent: string;
let server: EmbeddedDatabase;
let port: number;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'embedded spec '));
  // The server's user must reach it (run as root, it is not root): else another directory is used.
  await chmod(parent, 0o755);
  port = await freePort();
  server = await startEmbeddedPostgres({ dataDirectory: path.join(parent, 'data'), port, ephemeral: true });
});
afterAll(async () => {
  await server.stop();
  await rm(parent, { recursive: true, force: true });
});

async function serverAddress(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<{ address: string | null }>('SELECT inet_server_addr()::text AS address')).rows[0]!
      .address;
  } finally {
    await client.end();
  }
}

describe('the embedded server', () => {
  it('is reached through its socket, also from a path with a space', async () => {
    const url = await createDatabase(server.adminUrl, 'socket_spec');
    expect(new URL(url).searchParams.get('host')).toBe(path.join(parent, 'data'));
    expect(await serverAddress(url)).toBeNull();
  });

  it('still listens on its port', async () => {
    expect(await serverAddress(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`)).toBe('127.0.0.1/32');
  });
});
