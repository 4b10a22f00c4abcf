import { latencyRow, loadRow, perSecond, type ReportRow, verdict } from './report.ts';
import { SEARCH_TARGETS, type SearchBenchmark } from './searchBenchmark.ts';

const ratio = (value: number) => value.toFixed(3);

/** Search latencies, quick text search accuracy and throughput against their targets. */
export function searchRows(result: SearchBenchmark): ReportRow[] {
  const catalogue = `${result.publications.toLocaleString('en-US')} publications`;
  return [
    {
      measure: `Search catalogue's facts appended to the log, no projection running (${catalogue})`,
      result: `${result.appendSeconds.toFixed(1)} s, ${perSecond(result.events / result.appendSeconds)}`,
      target: 'reported',
      verdict: '',
    },
    {
      measure: `Read model built: a platform started on that log until every projection applied it`,
      result: `${result.buildSeconds.toFixed(1)} s, ${perSecond(result.events / result.buildSeconds)}`,
      target: `<= ${SEARCH_TARGETS.buildSeconds} s`,
      verdict: verdict(result.buildSeconds <= SEARCH_TARGETS.buildSeconds),
    },
    {
      measure: 'Benchmark process peak RSS (the kernel figure, whole process so far)',
      result: `${Math.round(result.peakRssMb).toLocaleString('en-US')} MB`,
      target: `<= ${SEARCH_TARGETS.peakRssMb.toLocaleString('en-US')} MB`,
      verdict: verdict(result.peakRssMb <= SEARCH_TARGETS.peakRssMb),
    },
    loadRow(result.load),
    latencyRow("Search results, a search's first batch (cold order)", result.coldResults, SEARCH_TARGETS.resultsP95Ms),
    latencyRow('Search results, the next batches (remembered order)', result.warmResults, SEARCH_TARGETS.resultsP95Ms),
    latencyRow('Search count', result.count, SEARCH_TARGETS.countP95Ms),
    latencyRow('Search price bounds', result.prices, SEARCH_TARGETS.pricesP95Ms),
    latencyRow('Loosenings of a filter set that finds nothing', result.loosenings, SEARCH_TARGETS.looseningsP95Ms),
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
