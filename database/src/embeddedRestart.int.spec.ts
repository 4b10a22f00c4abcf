// A server killed with its platform can leave a zombie behind, which still answers signal 0 until
// PID 1 reaps it: PostgreSQL would take the socket lock file naming it for a live server and refuse
// to start. The next start must come up anyway, on the data it left.
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';
import { freePort } from './freePort.ts';

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'embedded-restart-'));
  await chmod(parent, 0o755);
});
afterAll(() => rm(parent, { recursive: true, force: true }));

/** A process the server's own user could signal, standing in for the zombie of a killed server. */
function processOfServerUser() {
  const uid = process.getuid?.() === 0 ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : undefined;
  return spawn('sleep', ['120'], { uid, stdio: 'ignore' });
}

async function count(adminUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('SELECT n FROM kept')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('restarting the embedded server after a kill', () => {
  it('starts over a socket lock file whose process still answers, and keeps the data', async () => {
    const dataDirectory = path.join(parent, 'data');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDirectory, port });
    const client = new pg.Client({ connectionString: first.adminUrl });
    await client.connect();
    await client.query('CREATE TABLE kept AS SELECT 7 AS n');
    await client.end();
    await first.stop();

    const stranger = processOfServerUser();
    try {
      writeFileSync(path.join(dataDirectory, `.s.PGSQL.${port}.lock`), `${stranger.pid}\n${dataDirectory}\n`);
      const second = await startEmbeddedPostgres({ dataDirectory, port });
      try {
        expect(await count(second.adminUrl)).toBe(7);
      } finally {
        await second.stop();
      }
    } finally {
      stranger.kill('SIGKILL');
    }
  });
});
