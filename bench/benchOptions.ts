// What `npm run bench -- …` (and `bench/search.ts`, `bench/swipe.ts`, `bench/statistics.ts`) may be
// told: the catalogue's size and the statistics log's, so the figures a larger platform will meet
// can be measured with the same code (or a smaller run made on a busy machine).
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Publications in the search and swipe catalogues. */
  publications: number;
  /** Events in the statistics benchmark's generated log. */
  statisticsEvents: number;
}

export const DEFAULT_BENCH_OPTIONS: BenchOptions = { publications: 100_000, statisticsEvents: 1_000_000 };

function wholeNumber(name: string, value: string | undefined, fallback: number, least: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < least) {
    throw new Error(`--${name} must be a whole number of at least ${least} (got ${value})`);
  }
  return number;
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: { publications: { type: 'string' }, events: { type: 'string' } },
  });
  return {
    publications: wholeNumber('publications', values.publications, DEFAULT_BENCH_OPTIONS.publications, 1_000),
    statisticsEvents: wholeNumber('events', values.events, DEFAULT_BENCH_OPTIONS.statisticsEvents, 10_000),
  };
}

export const catalogueSize = (options: BenchOptions) => options.publications.toLocaleString('en-US');
