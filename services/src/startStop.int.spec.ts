// `npm start`'s services, run for real on an embedded PostgreSQL under a temporary DATA_DIR and
// stopped the way a person stops them: a signal to the whole process group (Ctrl-C, kill -TERM
// -PGID). The embedded server runs in a process group of its own, so it must be stopped by the
// platform, whatever the way out: no server left for the data directory, no postmaster.pid, and
// the next start comes up.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@app/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './paths.ts';

let parent: string;
const groups: ChildProcess[] = [];

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'start-stop-'));
  // The server runs as the `postgres` user when the tests run as root: it must reach the folder.
  await chmod(parent, 0o755);
});
afterAll(async () => {
  for (const group of groups) {
    try {
      if (group.pid) process.kill(-group.pid, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
  await rm(parent, { recursive: true, force: true });
});

/** The processes whose command line names the data directory: the server and its workers. */
function serverProcessesOf(dataDirectory: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return commandLine.includes('postgres') && commandLine.includes(dataDirectory);
      } catch {
        return false;
      }
    })
    .map(Number);
}

interface Started {
  group: ChildProcess;
  output(): string;
}

/** `npm run start --workspace services` in a process group of its own, once it listens. */
async function startServices(dataDirectory: string, env: Record<string, string> = {}): Promise<Started> {
  const { DATABASE_URL: _database, EVENTSTORE_URL: _eventStore, ...inherited } = process.env;
  const group = spawn('npm', ['run', 'start', '--workspace', 'services'], {
    cwd: REPOSITORY_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      DATA_DIR: dataDirectory,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  groups.push(group);
  let output = '';
  group.stdout?.on('data', (chunk) => (output += chunk));
  group.stderr?.on('data', (chunk) => (output += chunk));
  await expect.poll(() => output, { timeout: 120_000, interval: 250 }).toContain('Marketplace is running');
  return { group, output: () => output };
}

async function signalGroup(started: Started, signal: NodeJS.Signals): Promise<void> {
  const exited = once(started.group, 'exit');
  process.kill(-(started.group.pid as number), signal);
  await exited;
}

async function expectServerGone(dataDirectory: string): Promise<void> {
  const serverDirectory = path.join(dataDirectory, 'postgres');
  await expect.poll(() => serverProcessesOf(serverDirectory), { timeout: 30_000, interval: 250 }).toEqual([]);
  expect(existsSync(path.join(serverDirectory, 'postmaster.pid'))).toBe(false);
}

describe('stopping npm start by a signal to its process group', () => {
  it('Ctrl-C stops the embedded PostgreSQL with it, and the next start comes up; so does kill -TERM', async () => {
    const dataDirectory = path.join(parent, 'ctrl-c');
    const first = await startServices(dataDirectory);
    expect(serverProcessesOf(path.join(dataDirectory, 'postgres')).length).toBeGreaterThan(0);
    await signalGroup(first, 'SIGINT');
    await expectServerGone(dataDirectory);

    const second = await startServices(dataDirectory);
    await signalGroup(second, 'SIGTERM');
    await expectServerGone(dataDirectory);
  });

  it('a shutdown that runs past its time limit still stops the embedded PostgreSQL', async () => {
    const dataDirectory = path.join(parent, 'past-the-limit');
    // Readiness would drain for 10 s, but the process gives the whole shutdown 1 s.
    const started = await startServices(dataDirectory, { SHUTDOWN_DRAIN_MS: '10000', SHUTDOWN_TIMEOUT_MS: '1000' });
    await signalGroup(started, 'SIGTERM');
    // npm answers the signal at once; the services' own shutdown goes on after it.
    await expect.poll(() => started.output(), { timeout: 10_000 }).toContain('exiting now');
    await expectServerGone(dataDirectory);
  });
});
