// The platform as `npm start` runs it (node + embedded PostgreSQL, a persistent data directory with
// durable settings), in child processes this test can kill with SIGKILL at any moment.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isGone, processStat } from '@app/database';
import { untilAnswersReady } from '@app/services/testing';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPOSITORY_ROOT, 'services', 'src', 'main.ts');
// A first start seeds the demo world, which takes minutes on a busy 2-core machine.
const READY_TIMEOUT_MS = 300_000;

export interface CrashPlatformOptions {
  dataDirectory: string;
  port: number;
  postgresPort: number;
  log: (line: string) => void;
}

export class CrashPlatform {
  private node: ChildProcess | undefined;
  private output: string[] = [];

  constructor(private readonly options: CrashPlatformOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** The read models' database, reached over TCP on the embedded server's port. */
  get databaseUrl(): string {
    return `postgres://postgres:postgres@127.0.0.1:${this.options.postgresPort}/marketplace`;
  }

  async start(): Promise<void> {
    this.output = [];
    const node = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        DATA_DIR: this.options.dataDirectory,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        EMBEDDED_POSTGRES_PORT: String(this.options.postgresPort),
        DATABASE_URL: '',
        EVENTSTORE_URL: '',
        SEED_DEMO: 'true',
        RATE_LIMIT_PER_MINUTE: '100000000',
        SUPERLIKES_PER_DAY: '100000000',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'crash-test-secret-only-for-this-run',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => this.output.push(chunk.toString());
    node.stdout?.on('data', keep);
    node.stderr?.on('data', keep);
    this.node = node;
    await this.untilReady(node);
  }

  /**
   * SIGKILL to node and to every process of the embedded server (it runs in its own group), then
   * waits until they have all died, as a supervisor restarting the machine's services would.
   */
  async kill(): Promise<void> {
    const postmaster = this.postmasterPid();
    const node = this.node?.pid;
    if (node) signal(node, 'SIGKILL');
    if (postmaster) signal(-postmaster, 'SIGKILL');
    this.node = undefined;
    await untilDead(node, postmaster);
  }

  /** A graceful stop (SIGTERM), waiting for node and the server to exit. */
  async stop(): Promise<void> {
    const node = this.node;
    if (!node || node.exitCode !== null) return;
    const exited = new Promise((resolve) => node.once('exit', resolve));
    node.kill('SIGTERM');
    await exited;
    this.node = undefined;
  }

  private postmasterPid(): number | undefined {
    const file = path.join(this.options.dataDirectory, 'postgres', 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  }

  private async untilReady(node: ChildProcess): Promise<void> {
    if (await untilAnswersReady(this.url, READY_TIMEOUT_MS, () => node.exitCode !== null)) return;
    const output = this.output.join('');
    this.options.log(output);
    // The test report shows the message, not always the log above it.
    const lastLines = output.trim().split('\n').slice(-8).join('\n');
    throw new Error(`the platform did not become ready (exit code ${node.exitCode}):\n${lastLines}`);
  }
}

const DEATH_TIMEOUT_MS = 30_000;

/** Until node and every process of the server's group are gone (or zombies, which hold nothing). */
async function untilDead(node: number | undefined, group: number | undefined): Promise<void> {
  const deadline = Date.now() + DEATH_TIMEOUT_MS;
  while (
    Date.now() < deadline &&
    livingProcesses().some(({ pid, processGroup }) => pid === node || processGroup === group)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function livingProcesses(): { pid: number; processGroup: number }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      const stat = processStat(Number(entry));
      return stat && !isGone(stat) ? [{ pid: Number(entry), processGroup: stat.processGroup }] : [];
    });
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
