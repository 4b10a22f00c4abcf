// Swiping together at scale: 200 people in 20 shared searches of 10 decide over a generated
// catalogue (100,000 publications unless told), through real HTTP on one API instance, while their sockets watch on a second instance
// and the swipers run on a thread of their own. Twice: at a person's pace (a card every 3 s on
// average, ±30 %: a look at the pictures, the price and the extras), where the targets apply, and
// at a card a second each, to show where the machine saturates. Targets: decision POST
// p95 <= 20 ms, decision → coincidence on another participant's socket p95 <= 100 ms, projection
// lag p95 <= 100 ms.
import { type BenchOptions, DEFAULT_BENCH_OPTIONS } from './benchOptions.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import { settleDatabase } from './settle.ts';
import { runSwipeLoadOnThread, type SwipePace } from './swipeLoad.ts';
import {
  benchConfig,
  type Instance,
  type SharedSearch,
  seedCatalogue,
  shareSearches,
  startInstance,
  untilLeading,
} from './swipeWorld.ts';

export const SWIPE_TARGETS = { decisionP95Ms: 20, coincidenceP95Ms: 100, projectionLagP95Ms: 100 } as const;

const SHARING = { searches: 20, participantsPerSearch: 10, cardsPerSearch: 400 } as const;
const MEASURED = { warmupMs: 5_000, durationMs: 30_000, likeShare: 0.4, superlikeShare: 0.02 };
const PERSON_PACE: SwipePace = { ...MEASURED, intervalMs: 3_000 };
const STRESS_PACE: SwipePace = { ...MEASURED, intervalMs: 1_000 };

export interface SwipeRun {
  intervalMs: number;
  decisionsPerSecond: number;
  decisions: number;
  failures: number;
  decision: LatencySummary;
  coincidence: LatencySummary;
  /** Append → applied while the swipers swiped, for the slowest projection. */
  projectionLag: LatencySummary & { projection: string };
}

export interface SwipeBenchmark {
  publications: number;
  swipers: number;
  seedSeconds: number;
  personPace: SwipeRun;
  stress: SwipeRun;
}

type LagListener = (projection: string, lagMs: number) => void;

/** Collects projection lags while a run is on. */
class LagSamples {
  private samples: Map<string, number[]> | undefined;
  readonly listener: LagListener = (projection, lagMs) => {
    if (!this.samples) return;
    const list = this.samples.get(projection) ?? [];
    list.push(lagMs);
    this.samples.set(projection, list);
  };

  start(): void {
    this.samples = new Map();
  }

  /** The slowest projection's lags, and stops collecting. */
  stop(): LatencySummary & { projection: string } {
    const summaries = [...(this.samples ?? [])].map(([projection, values]) => ({
      projection,
      ...summarizeLatencies(values),
    }));
    this.samples = undefined;
    summaries.sort((first, second) => second.p95 - first.p95);
    return summaries[0] ?? { projection: 'none', ...summarizeLatencies([]) };
  }
}

async function measure(
  instances: { decisions: Instance; sockets: Instance },
  searches: readonly SharedSearch[],
  pace: SwipePace,
  lags: LagSamples,
): Promise<SwipeRun> {
  const { decisions, sockets } = instances;
  lags.start();
  const load = await runSwipeLoadOnThread({ decisionUrl: decisions.url, socketUrl: sockets.url, searches, pace });
  return {
    intervalMs: pace.intervalMs,
    decisionsPerSecond: load.decisionsPerSecond,
    decisions: load.decisions,
    failures: load.failures,
    decision: summarizeLatencies(load.decisionMs),
    coincidence: summarizeLatencies(load.coincidenceMs),
    projectionLag: lags.stop(),
  };
}

export async function runSwipeBenchmark(
  databaseUrl: string,
  log: (message: string) => void = () => {},
  options: BenchOptions = DEFAULT_BENCH_OPTIONS,
): Promise<SwipeBenchmark> {
  const PLAN = { ...SHARING, publications: options.publications };
  const config = benchConfig();
  const lags = new LagSamples();
  const instances: Instance[] = [];
  try {
    const first = await startInstance(config, databaseUrl, lags.listener);
    instances.push(first);
    await untilLeading(first.app);
    const seedStarted = performance.now();
    log(`swipe bench: appending ${PLAN.publications.toLocaleString('en-US')} publications as events...`);
    const catalogue = await seedCatalogue(first, databaseUrl, PLAN.publications);
    const second = await startInstance(config, databaseUrl);
    instances.push(second);
    const searches = await shareSearches(first, catalogue, PLAN);
    const seedSeconds = (performance.now() - seedStarted) / 1_000;
    await settleDatabase(databaseUrl);
    const swipers = PLAN.searches * PLAN.participantsPerSearch;
    const pair = { decisions: first, sockets: second };
    log(`swipe bench: ${swipers} swipers, a card every ${PERSON_PACE.intervalMs / 1_000} s each...`);
    const personPace = await measure(pair, searches, PERSON_PACE, lags);
    log(`swipe bench: ${swipers} swipers, a card every second each (stress)...`);
    const stress = await measure(pair, searches, STRESS_PACE, lags);
    return { publications: PLAN.publications, swipers, seedSeconds, personPace, stress };
  } finally {
    for (const instance of instances.reverse()) {
      await instance.app.close();
      await instance.platform.stop();
    }
  }
}
