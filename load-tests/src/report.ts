// The printed summary: per scenario, traffic and error rate, then each key request's and metric's
// percentiles next to its target and verdict.
import type { K6Metric, K6Summary, Threshold } from './k6Summary.ts';
import { requestLatencies, thresholdsOf, trafficOf } from './k6Summary.ts';
import { PROJECTION_LAG_TARGET_MS, type ProjectionLag } from './projectionLag.ts';
import { describeThreshold } from './thresholdText.ts';

export interface ScenarioResult {
  scenario: string;
  vus: number;
  durationSeconds: number;
  exitCode: number;
  summary: K6Summary | null;
  logFile: string;
  /** Measured during the swipe scenario only. */
  lag?: ProjectionLag;
}

type Row = [
  measure: string,
  count: string,
  perSecond: string,
  p50: string,
  p95: string,
  p99: string,
  target: string,
  verdict: string,
];

const HEADER: Row = ['Measure', 'Count', 'Per s', 'p50 ms', 'p95 ms', 'p99 ms', 'Target', 'Verdict'];
const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const percent = (value: number) => `${(value * 100).toFixed(2)} %`;

function verdictOf(thresholds: readonly Threshold[]): [target: string, verdict: string] {
  if (thresholds.length === 0) return ['—', ''];
  return [
    thresholds.map((threshold) => describeThreshold(threshold.expression)).join(', '),
    thresholds.every((threshold) => threshold.met) ? 'PASS' : 'MISS',
  ];
}

export function formatColumns(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => (column === 0 || column >= 6 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

function trendRow(measure: string, metric: K6Metric, seconds: number): Row {
  const count = metric.count ?? 0;
  return [
    measure,
    whole(count),
    (count / seconds).toFixed(1),
    ms(metric.med ?? Number.NaN),
    ms(metric['p(95)'] ?? Number.NaN),
    ms(metric['p(99)'] ?? Number.NaN),
    ...verdictOf(thresholdsOf(metric)),
  ];
}

function rateRow(measure: string, metric: K6Metric): Row {
  const total = (metric.passes ?? 0) + (metric.fails ?? 0);
  return [
    measure,
    `${whole(metric.passes ?? 0)} of ${whole(total)}`,
    '',
    percent(metric.value ?? 0),
    '',
    '',
    ...verdictOf(thresholdsOf(metric)),
  ];
}

function lagRow(lag: ProjectionLag): Row {
  const verdict = lag.count === 0 ? '' : lag.p95 <= PROJECTION_LAG_TARGET_MS ? 'PASS' : 'MISS';
  return [
    'projection lag (probed every 250 ms)',
    whole(lag.count),
    '',
    ms(lag.p50),
    ms(lag.p95),
    ms(lag.p99),
    `p95 ≤ ${PROJECTION_LAG_TARGET_MS} ms`,
    verdict,
  ];
}

/** The script's own metrics (live: coincidence arrival, deliveries, sockets watching). */
function customRows(summary: K6Summary, seconds: number): Row[] {
  const rows: Row[] = [];
  const { coincidence_ms: arrival, coincidences_delivered: delivered, sockets_watching: watching } = summary.metrics;
  if (arrival) rows.push(trendRow('decision → coincidence on the others’ sockets', arrival, seconds));
  if (delivered) rows.push(rateRow('coincidences delivered', delivered));
  if (watching) rows.push(rateRow('sockets watching', watching));
  return rows;
}

export function scenarioReport(result: ScenarioResult): string {
  const title = `${result.scenario}: ${result.vus} VUs for ${result.durationSeconds} s`;
  if (!result.summary) return `${title}\n  k6 exited ${result.exitCode} without a summary; see ${result.logFile}`;
  const { summary, durationSeconds } = result;
  const traffic = trafficOf(summary);
  const rows: Row[] = [HEADER];
  for (const request of requestLatencies(summary).sort((a, b) => b.count - a.count)) {
    rows.push([
      `${request.name}`,
      whole(request.count),
      (request.count / durationSeconds).toFixed(1),
      ms(request.p50),
      ms(request.p95),
      ms(request.p99),
      ...verdictOf(request.thresholds),
    ]);
  }
  rows.push([
    'errors (http_req_failed)',
    `${whole(traffic.failed)} of ${whole(traffic.requests)}`,
    '',
    percent(traffic.errorRate),
    '',
    '',
    ...verdictOf(traffic.errorThresholds),
  ]);
  rows.push(...customRows(summary, durationSeconds));
  if (result.lag) rows.push(lagRow(result.lag));
  const heading = `${title}: ${whole(traffic.requests)} requests, ${traffic.perSecond.toFixed(1)} req/s, errors ${percent(traffic.errorRate)}`;
  return `${heading}\n${formatColumns(rows)}`;
}
