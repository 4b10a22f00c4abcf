// The compose deployment's latencies on loopback (issue 36): append → the worker process's read
// model, and a decision on one API instance → the coincidence on a socket of the other.
import { loadavg } from 'node:os';
import { type AppendToWorkerLatency, measureAppendToWorker } from './crossProcessAppend.ts';
import { type CoincidenceLatency, measureCoincidenceAcrossInstances } from './crossProcessCoincidence.ts';
import { startCrossProcessWorld } from './crossProcessWorld.ts';
import { latencyRow, loadRow, milliseconds, type ReportRow, verdict } from './report.ts';

export const APPEND_TO_WORKER_TARGET_MS = 20;
export const COINCIDENCE_TARGET_MS = 100;
const APPEND_PLAN = { eventsPerSecond: 200, durationMs: 10_000, warmupMs: 1_000 };
const COINCIDENCE_PLAN = { samples: 30, warmup: 3 };
const PROPERTIES = 40;

export interface CrossProcessResult {
  append: AppendToWorkerLatency;
  coincidence: CoincidenceLatency;
  load: { start: number; end: number };
}

const p50AndP95 = ({ p50, p95 }: { p50: number; p95: number }) => `${p50.toFixed(1)} / ${p95.toFixed(1)} ms`;

export async function runCrossProcessBenchmark(databaseUrl: string, log: (line: string) => void) {
  log('bench: starting a worker and two API instances as child processes...');
  const world = await startCrossProcessWorld(databaseUrl, PROPERTIES);
  try {
    const start = loadavg()[0]!;
    const { eventsPerSecond, durationMs, warmupMs } = APPEND_PLAN;
    log(
      `bench: append → worker's read model (${eventsPerSecond} decisions/s for ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up)...`,
    );
    const append = await measureAppendToWorker(world, APPEND_PLAN);
    log(
      `bench: on the way, p50 / p95: append returned ${p50AndP95(append.appended)}, row written ${p50AndP95(append.written)}`,
    );
    log(`bench: decision → coincidence on the other instance's socket (${COINCIDENCE_PLAN.samples} samples)...`);
    const coincidence = await measureCoincidenceAcrossInstances(world, COINCIDENCE_PLAN);
    return { append, coincidence, load: { start, end: loadavg()[0]! } } satisfies CrossProcessResult;
  } finally {
    await world.stop();
  }
}

export function crossProcessRows({ append, coincidence, load }: CrossProcessResult): ReportRow[] {
  const decisions = `${append.count.toLocaleString('en-US')} decisions at ${Math.round(append.achievedPerSecond)}/s`;
  return [
    {
      measure: `Append → worker process's read model p95 (${decisions}, p50 ${milliseconds(append.p50)})`,
      result: milliseconds(append.p95),
      target: `<= ${APPEND_TO_WORKER_TARGET_MS} ms`,
      verdict: verdict(append.p95 <= APPEND_TO_WORKER_TARGET_MS && append.unseen === 0),
    },
    {
      measure: "Append → worker process's read model p99",
      result: milliseconds(append.p99),
      target: 'reported',
      verdict: '',
    },
    {
      measure: "Append → worker process's read model max",
      result: milliseconds(append.max),
      target: 'reported',
      verdict: '',
    },
    latencyRow('Decision → coincidence on the other API instance', coincidence.coincidence, COINCIDENCE_TARGET_MS),
    {
      measure: 'Decision request answered p50 (on the way)',
      result: milliseconds(coincidence.answered.p50),
      target: 'reported',
      verdict: '',
    },
    loadRow(load),
  ];
}

/** Why the append row is MISS beyond its figure. */
export function crossProcessProblems({ append }: CrossProcessResult): string[] {
  return append.unseen > 0 ? [`${append.unseen} paced decisions never reached the worker's read model`] : [];
}
