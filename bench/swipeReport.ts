import { milliseconds, type ReportRow, verdict } from './report.ts';
import { SWIPE_TARGETS, type SwipeBenchmark, type SwipeRun } from './swipeBenchmark.ts';

function runRows(label: string, run: SwipeRun, judged: boolean): ReportRow[] {
  const { decision, coincidence, projectionLag } = run;
  const judge = (met: boolean) => (judged ? verdict(met) : '');
  const target = (limit: number) => (judged ? `<= ${limit} ms` : 'reported');
  return [
    {
      measure: `${label}: decisions (${decision.count} calls, ${run.failures} failed)`,
      result: `${run.decisionsPerSecond.toFixed(0)}/s`,
      target: judged ? '0 failed' : 'reported',
      verdict: judge(run.failures === 0),
    },
    {
      measure: `${label}: decision POST p95 (p50 ${milliseconds(decision.p50)}, p99 ${milliseconds(decision.p99)})`,
      result: milliseconds(decision.p95),
      target: target(SWIPE_TARGETS.decisionP95Ms),
      verdict: judge(decision.p95 <= SWIPE_TARGETS.decisionP95Ms),
    },
    {
      measure: `${label}: decision → coincidence on another socket p95 (${coincidence.count}, p50 ${milliseconds(coincidence.p50)})`,
      result: milliseconds(coincidence.p95),
      target: target(SWIPE_TARGETS.coincidenceP95Ms),
      verdict: judge(coincidence.count > 0 && coincidence.p95 <= SWIPE_TARGETS.coincidenceP95Ms),
    },
    {
      measure: `${label}: projection lag p95, slowest (${projectionLag.projection}, p50 ${milliseconds(projectionLag.p50)})`,
      result: milliseconds(projectionLag.p95),
      target: target(SWIPE_TARGETS.projectionLagP95Ms),
      verdict: judge(projectionLag.count > 0 && projectionLag.p95 <= SWIPE_TARGETS.projectionLagP95Ms),
    },
  ];
}

/** Swipe latencies against their targets at a person's pace, and the same at a card a second. */
export function swipeRows(result: SwipeBenchmark): ReportRow[] {
  const people = `${result.swipers} swipers`;
  return [
    ...runRows(`${people}, a card / ${result.personPace.intervalMs / 1_000} s`, result.personPace, true),
    ...runRows(`${people}, a card / s (stress)`, result.stress, false),
  ];
}
