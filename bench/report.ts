// The printed table: each figure next to its target and a verdict, so a run reads at a glance.
import type { LatencySummary } from './percentiles.ts';
export type Verdict = 'PASS' | 'MISS' | '';

export interface ReportRow {
  measure: string;
  result: string;
  target: string;
  verdict: Verdict;
}

export function verdict(met: boolean): Verdict {
  return met ? 'PASS' : 'MISS';
}

export function perSecond(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} events/s`;
}

export function milliseconds(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export function formatTable(rows: readonly ReportRow[]): string {
  const header: ReportRow = { measure: 'Measure', result: 'Result', target: 'Target', verdict: '' };
  const all = [header, ...rows];
  const width = (pick: (row: ReportRow) => string) => Math.max(...all.map((row) => pick(row).length));
  const widths = [width((row) => row.measure), width((row) => row.result), width((row) => row.target), 7];
  const line = (row: ReportRow) =>
    `| ${row.measure.padEnd(widths[0]!)} | ${row.result.padStart(widths[1]!)} | ${row.target.padEnd(widths[2]!)} | ${(row === header ? 'Verdict' : row.verdict).padEnd(widths[3]!)} |`;
  const rule = `|${widths.map((size) => '-'.repeat(size + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** A latency's p95 against its target, with how many calls and their p50. */
export function latencyRow(measure: string, summary: LatencySummary, targetMs: number): ReportRow {
  return {
    measure: `${measure} p95 (${summary.count} calls, p50 ${milliseconds(summary.p50)})`,
    result: milliseconds(summary.p95),
    target: `<= ${targetMs} ms`,
    verdict: verdict(summary.p95 <= targetMs),
  };
}

/** The one-minute load average when measuring started and ended: the machine is shared. */
export function loadRow(load: { start: number; end: number }): ReportRow {
  return {
    measure: 'Load average (1 min) when measuring started / ended',
    result: `${load.start.toFixed(2)} / ${load.end.toFixed(2)}`,
    target: 'reported',
    verdict: '',
  };
}
