// Search over a generated catalogue (100,000 publications unless told): results batches, counts and
// price bounds through the HTTP routes (p95 each), and quick text search's accuracy and speed. The
// catalogue is appended to the event store as publication facts, then a platform started on that log
// builds the read model, as after a deploy that rebuilds it (searchCatalogue.ts): both are timed.
// A search's first batch finds its order (cold); the next ones read the order remembered for its
// criteria (warm): both are what a person meets, so both are reported.
import { loadavg } from 'node:os';
import { resourceUsage } from 'node:process';
import {
  evaluateSearches,
  HELD_OUT_SEARCHES,
  LABELLED_SEARCHES,
  measureSearchThroughput,
} from '@app/services/labelled';
import { newGuestKey, publicationSeeds } from '@app/services/testing';
import type { FastifyInstance } from 'fastify';
import { type BenchOptions, catalogueSize, DEFAULT_BENCH_OPTIONS } from './benchOptions.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import { appendAndProject, buildFromLog, catchUpDeadlineMs } from './searchCatalogue.ts';
import { searchScenarios } from './searchScenarios.ts';
import { settleDatabase } from './settle.ts';

export const SEARCH_TARGETS = {
  resultsP95Ms: 30,
  countP95Ms: 20,
  /** Up to eight ladders of one to three counts each, climbed side by side (docs/decisions/search.md). */
  looseningsP95Ms: 60,
  pricesP95Ms: 20,
  f1: 0.9,
  textsPerSecond: 2_000,
  /** At 1,000,000 publications (issue 36): a rebuild on deploy within five minutes. */
  buildSeconds: 300,
  peakRssMb: 2_048,
} as const;
const APPENDERS = 16;
const BATCHES_PER_SEARCH = 5;
const ROUNDS = 3;
const THROUGHPUT_PARSES = 20_000;

export interface SearchBenchmark {
  publications: number;
  /** The catalogue's facts appended to the log, no projection running. */
  events: number;
  appendSeconds: number;
  /** A platform started on that log until every projection applied it (as after a rebuilding deploy). */
  buildSeconds: number;
  /** The benchmark process's peak resident set (the kernel's figure). */
  peakRssMb: number;
  /** A search's first batch, its order found from the read model. */
  coldResults: LatencySummary;
  /** The batches after it, from the order remembered for the search's criteria. */
  warmResults: LatencySummary;
  count: LatencySummary;
  prices: LatencySummary;
  /** A scenario priced at most 1 (it finds nothing): its nearest loosenings, each counted. */
  loosenings: LatencySummary;
  /** One-minute load average when measuring started and ended: the machine is shared. */
  load: { start: number; end: number };
  precision: number;
  recall: number;
  f1: number;
  heldOutF1: number;
  textsPerSecond: number;
}

async function timed(call: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  const started = performance.now();
  const response = await call();
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`search bench call failed: ${response.statusCode} ${response.body}`);
  return elapsed;
}

/** Each call's time, and which scenario made it, so a report can name the slowest. */
type Samples = Record<
  'coldResults' | 'warmResults' | 'count' | 'prices' | 'loosenings',
  { scenario: number; milliseconds: number }[]
>;

/**
 * Every remembered order is forgotten when a publication changes: one more publication, projected,
 * makes each search's next first batch find its order again, as after any change in the catalogue.
 */
type ForgetOrders = () => Promise<void>;

async function measureQueries(
  app: FastifyInstance,
  scenarios: ReturnType<typeof searchScenarios>,
  forgetOrders: ForgetOrders,
): Promise<Samples> {
  const headers = { 'x-guest-key': newGuestKey() };
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const uuids: string[] = [];
  for (const scenario of scenarios) {
    const created = await post('/search', scenario);
    if (created.statusCode !== 200) throw new Error(`search bench: creating a search failed: ${created.body}`);
    uuids.push(created.json().data.uuid);
  }
  const samples: Samples = { coldResults: [], warmResults: [], count: [], prices: [], loosenings: [] };
  for (let round = 0; round <= ROUNDS; round += 1) {
    const keep = round > 0; // round 0 warms caches and plans
    await forgetOrders();
    for (const [index, scenario] of scenarios.entries()) {
      const except: string[] = [];
      for (let batch = 0; batch < BATCHES_PER_SEARCH; batch += 1) {
        let ids: string[] = [];
        const elapsed = await timed(async () => {
          const response = await post(`/search/${uuids[index]}/results`, { except });
          ids = response.statusCode === 200 ? response.json().data.map((card: { id: string }) => card.id) : [];
          return response;
        });
        if (keep) samples[batch === 0 ? 'coldResults' : 'warmResults'].push({ scenario: index, milliseconds: elapsed });
        except.push(...ids);
      }
      const draft = { filters: scenario.filters, places: scenario.places ?? [], user_id: scenario.user_id ?? null };
      const count = await timed(() => post('/search/count', draft));
      const currency = scenario.filters[0]?.currency ?? 'ARS';
      const prices = await timed(() => post('/search/prices', { ...draft, currency }));
      const priceless = draft.filters.map((filter) => ({ ...filter, currency, amount: { min: null, max: 1 } }));
      const loosenings = await timed(() => post('/search/loosenings', { ...draft, filters: priceless }));
      if (keep) {
        samples.count.push({ scenario: index, milliseconds: count });
        samples.prices.push({ scenario: index, milliseconds: prices });
        samples.loosenings.push({ scenario: index, milliseconds: loosenings });
      }
    }
  }
  return samples;
}

/** The scenarios (their index in searchScenarios.ts) of the slowest 5 % of calls, slowest first. */
function slowestScenarios(samples: Samples[keyof Samples]): string {
  const slowest = [...samples].sort((first, second) => second.milliseconds - first.milliseconds);
  return slowest
    .slice(0, Math.max(1, Math.ceil(samples.length * 0.05)))
    .map((sample) => `#${sample.scenario} ${sample.milliseconds.toFixed(1)}`)
    .join(', ');
}

export async function runSearchBenchmark(
  databaseUrl: string,
  log: (message: string) => void = () => {},
  options: BenchOptions = DEFAULT_BENCH_OPTIONS,
): Promise<SearchBenchmark> {
  log(`search bench: appending ${catalogueSize(options)} publications as events...`);
  const deadlineMs = catchUpDeadlineMs(options.publications);
  const built = await buildFromLog(
    databaseUrl,
    'search-benchmark-secret-only',
    (ids, sellers) => publicationSeeds(ids, options.publications, sellers),
    { appenders: APPENDERS, deadlineMs, log },
  );
  const { platform, app, ids, seller, sellers } = built;
  try {
    log(`search bench: read model built in ${built.buildSeconds.toFixed(1)} s; measuring...`);
    await settleDatabase(databaseUrl);
    const loadAtStart = loadavg()[0]!;
    const forgetOrders = () =>
      appendAndProject(platform, databaseUrl, publicationSeeds(ids, 1, sellers), 1, catchUpDeadlineMs(1));
    const samples = await measureQueries(app, searchScenarios(ids, seller), forgetOrders);
    const load = { start: loadAtStart, end: loadavg()[0]! };
    for (const measure of ['coldResults', 'warmResults', 'count', 'prices', 'loosenings'] as const) {
      log(`search bench: slowest ${measure} calls (scenario, ms): ${slowestScenarios(samples[measure])}`);
    }
    const milliseconds = (measure: keyof Samples) => samples[measure].map((sample) => sample.milliseconds);
    const labelled = evaluateSearches(LABELLED_SEARCHES);
    measureSearchThroughput(LABELLED_SEARCHES, LABELLED_SEARCHES.length);
    return {
      publications: options.publications,
      events: built.events,
      appendSeconds: built.appendSeconds,
      buildSeconds: built.buildSeconds,
      peakRssMb: resourceUsage().maxRSS / 1024,
      coldResults: summarizeLatencies(milliseconds('coldResults')),
      warmResults: summarizeLatencies(milliseconds('warmResults')),
      count: summarizeLatencies(milliseconds('count')),
      prices: summarizeLatencies(milliseconds('prices')),
      loosenings: summarizeLatencies(milliseconds('loosenings')),
      load,
      precision: labelled.precision,
      recall: labelled.recall,
      f1: labelled.f1,
      heldOutF1: evaluateSearches(HELD_OUT_SEARCHES).f1,
      textsPerSecond: measureSearchThroughput([...LABELLED_SEARCHES, ...HELD_OUT_SEARCHES], THROUGHPUT_PARSES),
    };
  } finally {
    await app.close();
    await platform.stop();
  }
}
