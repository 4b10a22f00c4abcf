// `npx tsx bench/quickCreate.ts`: quick-create accuracy and throughput against their targets.

import { QUICK_CREATE_TARGETS, runQuickCreateBenchmark } from './quickCreateBenchmark.ts';
import { formatTable, verdict } from './report.ts';

const result = await runQuickCreateBenchmark();
const ratio = (value: number) => value.toFixed(3);
process.stdout.write(
  `${formatTable([
    { measure: 'Precision, labelled set (fields)', result: ratio(result.precision), target: 'reported', verdict: '' },
    { measure: 'Recall, labelled set (fields)', result: ratio(result.recall), target: 'reported', verdict: '' },
    {
      measure: 'F1, labelled set (fields)',
      result: ratio(result.f1),
      target: `≥ ${QUICK_CREATE_TARGETS.f1}`,
      verdict: verdict(result.f1 >= QUICK_CREATE_TARGETS.f1),
    },
    {
      measure: 'F1, held-out set (fields)',
      result: ratio(result.heldOutF1),
      target: `≥ ${QUICK_CREATE_TARGETS.heldOutF1}`,
      verdict: verdict(result.heldOutF1 >= QUICK_CREATE_TARGETS.heldOutF1),
    },
    {
      measure: 'Throughput (20,000 parses)',
      result: `${Math.round(result.sentencesPerSecond).toLocaleString('en-US')} sentences/s`,
      target: `≥ ${QUICK_CREATE_TARGETS.sentencesPerSecond.toLocaleString('en-US')}/s`,
      verdict: verdict(result.sentencesPerSecond >= QUICK_CREATE_TARGETS.sentencesPerSecond),
    },
  ])}\n`,
);
