// `npm run load`: starts the platform on a fresh embedded database, fills it (generateWorld), runs
// each k6 scenario against it for a bounded time and prints what it measured against the targets.
// Exits non-zero when a threshold fails or a run breaks (CI runs `npm run load -- --smoke`).
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT, readModelsCaughtUp } from '@app/services';
import { findK6, INSTALL_HINT } from './k6Binary.ts';
import { runK6, THRESHOLDS_FAILED } from './k6Run.ts';
import { failedThresholds, unmeasuredTargets } from './k6Summary.ts';
import { startLoadPlatform } from './loadPlatform.ts';
import { type LoadOptions, parseLoadOptions, type ScenarioName, USAGE } from './options.ts';
import { PROJECTION_LAG_TARGET_MS, probeProjectionLag } from './projectionLag.ts';
import { type ScenarioResult, scenarioReport } from './report.ts';
import { generateWorld } from './world/generateWorld.ts';

const OUTPUT_DIRECTORY = path.join(REPOSITORY_ROOT, '.data', 'load-tests');
const SETTLE_TIMEOUT_MS = 120_000;
const LIVE_LEAD_TIMEOUT_MS = 30_000;
const log = (line: string) => process.stdout.write(`${line}\n`);

function readOptions(): LoadOptions {
  try {
    return parseLoadOptions(process.argv.slice(2));
  } catch (error) {
    log(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

function withTimeout(work: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A latency threshold (a request's, a coincidence's arrival), as opposed to errors, deliveries and the other counts. */
const isLatency = (failed: string) => failed.startsWith('http_req_duration') || failed.startsWith('coincidence_ms');

/**
 * Problems that make the run fail: broken k6 runs, failed thresholds, projection lag over target.
 * The smoke run's few requests (a p95 of 20 samples is the second slowest) make its latencies
 * figures to read, not a verdict: there errors, deliveries and lag fail it; the full run judges all.
 */
function problemsOf(results: readonly ScenarioResult[], smoke: boolean): { problems: string[]; notes: string[] } {
  const notes: string[] = [];
  const problems = results.flatMap((result) => {
    const problems: string[] = [];
    if (result.exitCode !== 0 && result.exitCode !== THRESHOLDS_FAILED) {
      problems.push(`${result.scenario}: k6 exited ${result.exitCode} (${result.logFile})`);
    }
    if (result.summary) {
      for (const failed of failedThresholds(result.summary)) {
        (smoke && isLatency(failed) ? notes : problems).push(`${result.scenario}: ${failed}`);
      }
      const unmeasured = unmeasuredTargets(result.summary);
      if (unmeasured.length > 0) {
        (smoke ? notes : problems).push(`${result.scenario}: no ${unmeasured.join(', ')} measured`);
      }
    } else if (result.exitCode === 0) problems.push(`${result.scenario}: no summary`);
    if (result.lag && !(result.lag.p95 <= PROJECTION_LAG_TARGET_MS)) {
      const p95 = result.lag.p95.toFixed(1);
      problems.push(`${result.scenario}: projection lag p95 ${p95} ms > ${PROJECTION_LAG_TARGET_MS} ms`);
    }
    return problems;
  });
  return { problems, notes };
}

const options = readOptions();
const k6 = findK6(log);
if (!k6) {
  log(INSTALL_HINT);
  process.exit(1);
}
const started = performance.now();
log(
  `load: ${options.smoke ? 'smoke' : 'full'} run; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}; ${k6}`,
);
const target = await startLoadPlatform();
let problems: string[] = [];
let notes: string[] = [];
try {
  log(`load: platform at ${target.url} on ${target.origin}`);
  const fixtureFile = path.join(OUTPUT_DIRECTORY, 'fixture.json');
  await generateWorld(target, options.world, fixtureFile, log);
  const results: ScenarioResult[] = [];
  for (const scenario of options.scenarios) results.push(await runScenario(k6, scenario, fixtureFile));
  log('');
  for (const result of results) log(`${scenarioReport(result)}\n`);
  ({ problems, notes } = problemsOf(results, options.smoke));
} finally {
  await target.stop();
}
for (const note of notes) log(`MISS (smoke: reported, not failing) ${note}`);
for (const problem of problems) log(`MISS ${problem}`);
log(problems.length === 0 ? 'load: every target met.' : `load: ${problems.length} target(s) missed.`);
log(
  `load: finished in ${((performance.now() - started) / 1000).toFixed(0)} s; k6 logs and summaries in ${OUTPUT_DIRECTORY}`,
);
process.exit(problems.length === 0 ? 0 : 1);

async function runScenario(k6: string, scenario: ScenarioName, fixtureFile: string): Promise<ScenarioResult> {
  const { platform } = target;
  // Each scenario starts with the read models caught up with the previous one.
  await readModelsCaughtUp(platform, SETTLE_TIMEOUT_MS);
  if (scenario === 'live') await withTimeout(target.untilLeadingLive(), LIVE_LEAD_TIMEOUT_MS, 'taking the live lead');
  const vus = options.vus[scenario];
  const { warmupSeconds, durationSeconds } = options;
  log(`load: ${scenario}: ${vus} VUs, ${warmupSeconds} s warm-up, ${durationSeconds} s measured...`);
  const stopProbing = scenario === 'swipe' ? probeProjectionLag(platform, warmupSeconds * 1_000) : null;
  const settings = { baseUrl: target.url, fixtureFile, warmupSeconds, durationSeconds, vus };
  const outcome = await runK6(k6, scenario, settings, OUTPUT_DIRECTORY);
  const lag = await stopProbing?.();
  return { scenario, vus, warmupSeconds, durationSeconds, ...outcome, ...(lag ? { lag } : {}) };
}
