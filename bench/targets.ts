// The figures each benchmark is held to, and the report rows that set results against them.
import type { AppendThroughput } from './appendThroughput.ts';
import type { HandlerLatency } from './handlerLatency.ts';
import type { ReplayThroughput } from './replayThroughput.ts';
import { milliseconds, perSecond, type ReportRow, verdict } from './report.ts';

const TARGET_APPENDS_PER_SECOND = 5_000;
const TARGET_RAW_RATIO = 0.5;
const TARGET_P95_MS = 20;
const TARGET_REPLAY_PER_SECOND = 10_000;

export interface BenchResults {
  singleWriter: AppendThroughput;
  concurrentWriters: AppendThroughput;
  latency: HandlerLatency;
  replay: ReplayThroughput;
}

export function reportRows({ singleWriter, concurrentWriters, latency, replay }: BenchResults): ReportRow[] {
  const concurrentRatio = concurrentWriters.appendPerSecond / concurrentWriters.rawInsertPerSecond;
  return [
    ...throughputRows(singleWriter),
    appendRateRow(concurrentWriters),
    {
      measure: `Raw INSERT, ${concurrentWriters.writers} writers`,
      result: perSecond(concurrentWriters.rawInsertPerSecond),
      target: 'baseline',
      verdict: '',
    },
    {
      measure: `INSERT with NOTIFY in its transaction, ${concurrentWriters.writers} writers (appends before)`,
      result: perSecond(concurrentWriters.notifyingInsertPerSecond ?? Number.NaN),
      target: 'reported',
      verdict: '',
    },
    {
      measure: `Append / raw, ${concurrentWriters.writers} writers`,
      result: concurrentRatio.toFixed(2),
      target: `>= ${TARGET_RAW_RATIO.toFixed(2)}`,
      verdict: verdict(concurrentRatio >= TARGET_RAW_RATIO),
    },
    {
      measure: `Append → handler p50 (${count(latency.count)} events at ${Math.round(latency.achievedPerSecond)}/s)`,
      result: milliseconds(latency.p50),
      target: 'reported',
      verdict: '',
    },
    {
      measure: 'Append → handler p95',
      result: milliseconds(latency.p95),
      target: `<= ${TARGET_P95_MS} ms`,
      verdict: verdict(latency.p95 <= TARGET_P95_MS && latency.unseen === 0),
    },
    { measure: 'Append → handler p99', result: milliseconds(latency.p99), target: 'reported', verdict: '' },
    { measure: 'Append → handler max', result: milliseconds(latency.max), target: 'reported', verdict: '' },
    {
      measure: `Replay (${count(replay.eventsInLog)} events, ${count(replay.rowsWritten)} rows written)`,
      result: perSecond(replay.eventsPerSecond),
      target: `>= ${perSecond(TARGET_REPLAY_PER_SECOND)}`,
      verdict: verdict(replay.eventsPerSecond >= TARGET_REPLAY_PER_SECOND && replay.rowsWritten === replay.eventsInLog),
    },
  ];
}

/**
 * The absolute rate is held to its target only when the raw INSERT baseline could reach it: with
 * durable commits on a slow disk, every commit waits for a flush and raw INSERTs themselves stay
 * below it. The ratio to the baseline is then the target (issue 17).
 */
function appendRateRow(result: AppendThroughput): ReportRow {
  const reachable = result.rawInsertPerSecond >= TARGET_APPENDS_PER_SECOND;
  return {
    measure: `Append, ${result.writers} writers (${count(result.events)} single-event appends)`,
    result: perSecond(result.appendPerSecond),
    target: reachable ? `>= ${perSecond(TARGET_APPENDS_PER_SECOND)}` : 'reported (raw INSERT is below 5,000/s here)',
    verdict: reachable ? verdict(result.appendPerSecond >= TARGET_APPENDS_PER_SECOND) : '',
  };
}

/** Why a verdict is MISS beyond its figure: events that never arrived or rows that are missing. */
export function completenessProblems({ latency, replay }: BenchResults): string[] {
  const problems: string[] = [];
  if (latency.unseen > 0) problems.push(`${latency.unseen} paced events never reached the projection`);
  if (replay.rowsWritten !== replay.eventsInLog) {
    problems.push(`replay wrote ${replay.rowsWritten} rows for ${replay.eventsInLog} events`);
  }
  return problems;
}

function throughputRows(result: AppendThroughput): ReportRow[] {
  const writers = `${result.writers} writer${result.writers === 1 ? '' : 's'}`;
  return [
    {
      measure: `Append, ${writers} (${count(result.events)} single-event appends)`,
      result: perSecond(result.appendPerSecond),
      target: 'reported',
      verdict: '',
    },
    {
      measure: `Raw INSERT, ${writers}`,
      result: perSecond(result.rawInsertPerSecond),
      target: 'baseline',
      verdict: '',
    },
    {
      measure: `Append / raw, ${writers}`,
      result: (result.appendPerSecond / result.rawInsertPerSecond).toFixed(2),
      target: 'reported',
      verdict: '',
    },
  ];
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}
