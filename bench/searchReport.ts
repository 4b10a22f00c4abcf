import { milliseconds, type ReportRow, verdict } from './report.ts';
import { SEARCH_TARGETS, type SearchBenchmark } from './searchBenchmark.ts';

const ratio = (value: number) => value.toFixed(3);

/** Search latencies, quick text search accuracy and throughput against their targets. */
export function searchRows(result: SearchBenchmark): ReportRow[] {
  const latency = (measure: string, summary: SearchBenchmark['warmResults'], target: number): ReportRow => ({
    measure: `${measure} p95 (${summary.count} calls, p50 ${milliseconds(summary.p50)})`,
    result: milliseconds(summary.p95),
    target: `<= ${target} ms`,
    verdict: verdict(summary.p95 <= target),
  });
  const catalogue = `${result.publications.toLocaleString('en-US')} publications`;
  return [
    {
      measure: `Search catalogue seeded through events (${catalogue})`,
      result: `${result.seedSeconds.toFixed(1)} s`,
      target: 'reported',
      verdict: '',
    },
    {
      measure: 'Load average (1 min) when measuring started / ended',
      result: `${result.load.start.toFixed(2)} / ${result.load.end.toFixed(2)}`,
      target: 'reported',
      verdict: '',
    },
    latency("Search results, a search's first batch (cold order)", result.coldResults, SEARCH_TARGETS.resultsP95Ms),
    latency('Search results, the next batches (remembered order)', result.warmResults, SEARCH_TARGETS.resultsP95Ms),
    latency('Search count', result.count, SEARCH_TARGETS.countP95Ms),
    latency('Search price bounds', result.prices, SEARCH_TARGETS.pricesP95Ms),
    {
      measure: 'Quick text search precision, labelled set (fields)',
      result: ratio(result.precision),
      target: 'reported',
      verdict: '',
    },
    {
      measure: 'Quick text search recall, labelled set (fields)',
      result: ratio(result.recall),
      target: 'reported',
      verdict: '',
    },
    {
      measure: 'Quick text search F1, labelled set (fields)',
      result: ratio(result.f1),
      target: `>= ${SEARCH_TARGETS.f1}`,
      verdict: verdict(result.f1 >= SEARCH_TARGETS.f1),
    },
    {
      measure: 'Quick text search F1, held-out set (fields)',
      result: ratio(result.heldOutF1),
      target: 'reported',
      verdict: '',
    },
    {
      measure: 'Quick text search throughput (20,000 texts, type guessed)',
      result: `${Math.round(result.textsPerSecond).toLocaleString('en-US')} texts/s`,
      target: `>= ${SEARCH_TARGETS.textsPerSecond.toLocaleString('en-US')}/s`,
      verdict: verdict(result.textsPerSecond >= SEARCH_TARGETS.textsPerSecond),
    },
  ];
}
