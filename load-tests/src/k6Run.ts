// Runs one k6 script against the platform: its settings go in as environment variables (the scripts
// read __ENV), the end-of-test numbers come back as k6's --summary-export JSON, k6's own output goes
// to a log file beside it.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { K6Summary } from './k6Summary.ts';

export interface K6Settings {
  baseUrl: string;
  fixtureFile: string;
  warmupSeconds: number;
  durationSeconds: number;
  vus: number;
}

export interface K6Outcome {
  /** k6 exits 99 when a threshold fails, other non-zero codes when the run itself broke. */
  exitCode: number;
  summary: K6Summary | null;
  logFile: string;
}

const SCRIPTS = path.resolve(import.meta.dirname, '..');
/**
 * k6 shares the machine's cores with the platform it measures. Go runs a thread per core: at 200 VUs
 * k6 switched in and out of both cores 3,300 times a second. One thread carries its two hundred
 * requests a second with a fifth less CPU and 40 % fewer switches. GOMAXPROCS overrides it.
 */
const K6_THREADS = '1';
/**
 * k6 warns of every timer still pending when it cuts an iteration at the end of the measured window
 * (`gracefulStop: 0s`): the live scenario's delivery windows, dozens of lines that say nothing
 * wrong. They stay in the log file, off the terminal.
 */
const CUT_TIMER_WARNING = /setTimeout \d+ was stopped because the VU iteration was interrupted/;
/** k6's code for "thresholds were crossed" (the run itself went fine). */
export const THRESHOLDS_FAILED = 99;

export async function runK6(k6: string, scenario: string, settings: K6Settings, outputDirectory: string) {
  const summaryFile = path.join(outputDirectory, `${scenario}.summary.json`);
  const logFile = path.join(outputDirectory, `${scenario}.k6.log`);
  const args = ['run', '--quiet', '--summary-export', summaryFile, path.join(SCRIPTS, `${scenario}.js`)];
  const env = {
    ...process.env,
    BASE_URL: settings.baseUrl,
    FIXTURE: settings.fixtureFile,
    WARMUP: String(settings.warmupSeconds),
    DURATION: String(settings.durationSeconds),
    VUS: String(settings.vus),
    K6_NO_USAGE_REPORT: 'true',
    GOMAXPROCS: process.env.GOMAXPROCS ?? K6_THREADS,
  };
  await rm(summaryFile, { force: true });
  const log = createWriteStream(logFile);
  const child = spawn(k6, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  // Warnings (the scripts log their first failed requests) are worth seeing as they happen.
  createInterface({ input: child.stderr }).on('line', (line) => {
    log.write(`${line}\n`);
    if (!CUT_TIMER_WARNING.test(line)) process.stderr.write(`${line}\n`);
  });
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
  await new Promise((resolve) => log.end(resolve));
  const summary = await readFile(summaryFile, 'utf8').then(
    (text) => JSON.parse(text) as K6Summary,
    () => null,
  );
  return { exitCode, summary, logFile } satisfies K6Outcome;
}
