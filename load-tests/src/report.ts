// The printed summary of one scenario: measured requests and throughput, then each request's and
// metric's percentiles next to its target and verdict, errors over the whole run, projection lag.
import {
  errorsOf,
  type K6Metric,
  type K6Summary,
  MAJORITY_COINCIDENCE_KEY,
  measuredKey,
  requestLatencies,
  type Threshold,
  thresholdsOf,
} from './k6Summary.ts';
import { PROJECTION_LAG_TARGET_MS, type ProjectionLag } from './projectionLag.ts';
import { describeThreshold } from './thresholdText.ts';

export interface ScenarioResult {
  scenario: string;
  vus: number;
  warmupSeconds: number;
  durationSeconds: number;
  exitCode: number;
  summary: K6Summary | null;
  logFile: string;
  /** Measured during the swipe scenario only. */
  lag?: ProjectionLag;
}

type Row = string[];

const HEADER: Row = ['Measure', 'Count', 'Per s', 'p50 ms', 'p95 ms', 'p99 ms', 'Target', 'Verdict'];
const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const percent = (value: number) => `${(value * 100).toFixed(2)} %`;

function verdictOf(thresholds: readonly Threshold[], samples: number): Row {
  if (thresholds.length === 0) return ['—', ''];
  const target = thresholds.map((threshold) => describeThreshold(threshold.expression)).join(', ');
  if (samples === 0) return [target, 'NO DATA'];
  return [target, thresholds.every((threshold) => threshold.met) ? 'PASS' : 'MISS'];
}

/** Columns padded to their widest cell; numbers right-aligned. */
export function formatColumns(rows: readonly Row[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const cell = (text: string, column: number) =>
    column === 0 || column >= 6 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!);
  const line = (row: Row) => `| ${row.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

function trendRow(measure: string, metric: K6Metric, seconds: number): Row {
  const count = metric.count ?? 0;
  const percentiles = [metric.med, metric['p(95)'], metric['p(99)']].map((value) =>
    count > 0 ? ms(value ?? Number.NaN) : '—',
  );
  return [
    measure,
    whole(count),
    (count / seconds).toFixed(1),
    ...percentiles,
    ...verdictOf(thresholdsOf(metric), count),
  ];
}

function rateRow(measure: string, metric: K6Metric): Row {
  const total = (metric.passes ?? 0) + (metric.fails ?? 0);
  const count = `${whole(metric.passes ?? 0)} of ${whole(total)}`;
  return [measure, count, '', percent(metric.value ?? 0), '', '', ...verdictOf(thresholdsOf(metric), total)];
}

function lagRow(lag: ProjectionLag): Row {
  const threshold = { expression: `p(95)<=${PROJECTION_LAG_TARGET_MS}`, met: lag.p95 <= PROJECTION_LAG_TARGET_MS };
  const measure = `projection lag (probed every 250 ms${lag.timedOut > 0 ? `, ${lag.timedOut} timed out` : ''})`;
  return [measure, whole(lag.count), '', ms(lag.p50), ms(lag.p95), ms(lag.p99), ...verdictOf([threshold], lag.count)];
}

/** The live script's own metrics: coincidence arrival (after the warm-up), deliveries, sockets. */
function liveRows(summary: K6Summary, seconds: number): Row[] {
  const arrival = summary.metrics[measuredKey('coincidence_ms')];
  const majority = summary.metrics[MAJORITY_COINCIDENCE_KEY];
  const { coincidences_delivered: delivered, sockets_watching: watching } = summary.metrics;
  return [
    ...(arrival ? [trendRow('decision → coincidence on the others’ sockets', arrival, seconds)] : []),
    ...(majority ? [trendRow('  of them under a majority rule (3 of 4)', majority, seconds)] : []),
    ...(delivered ? [rateRow('coincidences delivered (whole run)', delivered)] : []),
    ...(watching ? [rateRow('sockets watching (whole run)', watching)] : []),
  ];
}

export function scenarioReport(result: ScenarioResult): string {
  const { scenario, vus, warmupSeconds, durationSeconds: seconds, summary } = result;
  const title = `${scenario}: ${vus} VUs, ${seconds} s measured after ${warmupSeconds} s of warm-up`;
  if (!summary) return `${title}\n  k6 exited ${result.exitCode} without a summary; see ${result.logFile}`;
  const requests = requestLatencies(summary).sort((a, b) => b.count - a.count);
  const rows: Row[] = [HEADER];
  for (const request of requests) {
    const percentiles = [request.p50, request.p95, request.p99].map((value) => (request.count > 0 ? ms(value) : '—'));
    const perSecond = (request.count / seconds).toFixed(1);
    rows.push([
      request.name,
      whole(request.count),
      perSecond,
      ...percentiles,
      ...verdictOf(request.thresholds, request.count),
    ]);
  }
  const errors = errorsOf(summary);
  const errorCount = `${whole(errors.failed)} of ${whole(errors.requests)}`;
  rows.push([
    'errors (whole run)',
    errorCount,
    '',
    percent(errors.rate),
    '',
    '',
    ...verdictOf(errors.thresholds, errors.requests),
  ]);
  rows.push(...liveRows(summary, seconds));
  if (result.lag) rows.push(lagRow(result.lag));
  const measured = requests.reduce((sum, request) => sum + request.count, 0);
  const heading = `${title}: ${whole(measured)} requests measured, ${(measured / seconds).toFixed(1)} req/s`;
  return `${heading}\n${formatColumns(rows)}`;
}
