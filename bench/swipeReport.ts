import { milliseconds, type ReportRow, verdict } from './report.ts';
import { SWIPE_TARGETS, type SwipeBenchmark } from './swipeBenchmark.ts';

/** Swipe latencies against their targets, with the load they were measured under. */
export function swipeRows(result: SwipeBenchmark): ReportRow[] {
  const { decision, coincidence } = result;
  return [
    {
      measure: `Swipe: ${result.swipers} swipers over ${result.publications.toLocaleString('en-US')} publications`,
      result: `${result.decisionsPerSecond.toFixed(0)} decisions/s`,
      target: 'reported',
      verdict: '',
    },
    {
      measure: `Decision POST p95 (${decision.count} calls, p50 ${milliseconds(decision.p50)}, p99 ${milliseconds(decision.p99)})`,
      result: milliseconds(decision.p95),
      target: `<= ${SWIPE_TARGETS.decisionP95Ms} ms`,
      verdict: verdict(decision.p95 <= SWIPE_TARGETS.decisionP95Ms && result.failures === 0),
    },
    {
      measure: `Decision → coincidence on another socket p95 (${coincidence.count} messages, p50 ${milliseconds(coincidence.p50)})`,
      result: milliseconds(coincidence.p95),
      target: `<= ${SWIPE_TARGETS.coincidenceP95Ms} ms`,
      verdict: verdict(coincidence.count > 0 && coincidence.p95 <= SWIPE_TARGETS.coincidenceP95Ms),
    },
    {
      measure: 'Failed decisions',
      result: String(result.failures),
      target: '0',
      verdict: verdict(result.failures === 0),
    },
  ];
}
