// The services as the compose file runs them: `node --import tsx services/src/main.ts` in a role
// of its own (ROLE=worker or api), each a child process in a process group of its own. Every group
// still running is killed when the bench ends, however it ends: a stop, an error, Ctrl-C or exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { untilAnswersReady } from '@app/services/testing';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(REPOSITORY_ROOT, 'services', 'src', 'main.ts');
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const KEPT_OUTPUT_LINES = 12;

export type ServiceRole = 'worker' | 'api';

export interface ServiceProcess {
  role: ServiceRole;
  baseUrl: string;
  /** SIGTERM to its group, as a supervisor stops it; SIGKILL when it has not exited in time. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function killAllAtOnce(): void {
  for (const child of running) killGroup(child, 'SIGKILL');
}

function onSignal(signal: NodeJS.Signals): void {
  killAllAtOnce();
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/** Installed while a child runs: the bench's own Ctrl-C does not reach groups of their own. */
function track(child: ChildProcess): void {
  if (running.size === 0) {
    process.on('exit', killAllAtOnce);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size > 0) return;
    process.off('exit', killAllAtOnce);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });
}

/** Starts main.ts with `environment` over the bench's own, and resolves once it answers ready. */
export async function startServiceProcess(
  role: ServiceRole,
  port: number,
  environment: Record<string, string>,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', MAIN], {
    cwd: REPOSITORY_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...environment, ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
  });
  track(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - KEPT_OUTPUT_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
    await exited.finally(() => clearTimeout(timer));
  };
  try {
    await untilReady(child, baseUrl);
  } catch (error) {
    await stop();
    throw new Error(
      `the ${role} process on :${port} did not become ready: ${(error as Error).message}\n${output.join('\n')}`,
    );
  }
  return { role, baseUrl, stop };
}

async function untilReady(child: ChildProcess, baseUrl: string): Promise<void> {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  if (await untilAnswersReady(baseUrl, READY_TIMEOUT_MS, exited)) return;
  if (exited()) throw new Error(`it exited (${child.exitCode ?? child.signalCode})`);
  throw new Error(`not ready within ${READY_TIMEOUT_MS / 1000} s`);
}
