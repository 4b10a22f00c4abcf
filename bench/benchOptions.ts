// What `npm run bench -- …` (and `bench/search.ts`, `bench/swipe.ts`) may be told: the catalogue's
// size, so the figures a larger platform will meet can be measured with the same code.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Publications in the search and swipe catalogues. */
  publications: number;
}

export const DEFAULT_BENCH_OPTIONS: BenchOptions = { publications: 100_000 };

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({ args: [...args], options: { publications: { type: 'string' } } });
  if (values.publications === undefined) return DEFAULT_BENCH_OPTIONS;
  const publications = Number(values.publications.replaceAll('_', ''));
  if (!Number.isInteger(publications) || publications < 1_000) {
    throw new Error(`--publications must be a whole number of at least 1000 (got ${values.publications})`);
  }
  return { publications };
}

export const catalogueSize = (options: BenchOptions) => options.publications.toLocaleString('en-US');
