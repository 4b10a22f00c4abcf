import { QUICK_CREATE_TARGETS, type runQuickCreateBenchmark } from './quickCreateBenchmark.ts';
import type { ReportRow } from './report.ts';
import { verdict } from './report.ts';

type QuickCreateResult = Awaited<ReturnType<typeof runQuickCreateBenchmark>>;

const ratio = (value: number) => value.toFixed(3);

/** Quick-create accuracy (field level) and throughput against their targets. */
export function quickCreateRows(result: QuickCreateResult): ReportRow[] {
  return [
    {
      measure: 'Quick create precision, labelled set (fields)',
      result: ratio(result.precision),
      target: 'reported',
      verdict: '',
    },
    {
      measure: 'Quick create recall, labelled set (fields)',
      result: ratio(result.recall),
      target: 'reported',
      verdict: '',
    },
    {
      measure: 'Quick create F1, labelled set (fields)',
      result: ratio(result.f1),
      target: `>= ${QUICK_CREATE_TARGETS.f1}`,
      verdict: verdict(result.f1 >= QUICK_CREATE_TARGETS.f1),
    },
    {
      measure: 'Quick create F1, held-out set (fields)',
      result: ratio(result.heldOutF1),
      target: `>= ${QUICK_CREATE_TARGETS.heldOutF1}`,
      verdict: verdict(result.heldOutF1 >= QUICK_CREATE_TARGETS.heldOutF1),
    },
    {
      measure: 'Quick create throughput (20,000 parses)',
      result: `${Math.round(result.sentencesPerSecond).toLocaleString('en-US')} sentences/s`,
      target: `>= ${QUICK_CREATE_TARGETS.sentencesPerSecond.toLocaleString('en-US')}/s`,
      verdict: verdict(result.sentencesPerSecond >= QUICK_CREATE_TARGETS.sentencesPerSecond),
    },
  ];
}
