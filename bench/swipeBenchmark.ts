// Swiping together at scale: 200 people in 20 shared searches of 10 decide at a human pace (about
// one card a second each) over a generated catalogue, through real HTTP on one API instance, while
// their sockets watch on a second instance. Targets: decision POST p95 <= 20 ms, decision →
// coincidence message on another participant's socket p95 <= 100 ms.
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import { settleDatabase } from './settle.ts';
import { runSwipeLoadOnThread, type SwipePace } from './swipeLoad.ts';
import { benchConfig, type Instance, seedCatalogue, shareSearches, startInstance, untilLeading } from './swipeWorld.ts';

export const SWIPE_TARGETS = { decisionP95Ms: 20, coincidenceP95Ms: 100 } as const;

const PLAN = { publications: 10_000, searches: 20, participantsPerSearch: 10, cardsPerSearch: 400 } as const;
const PACE: SwipePace = {
  intervalMs: 1_000,
  warmupMs: 5_000,
  durationMs: 30_000,
  likeShare: 0.4,
  superlikeShare: 0.02,
};

export interface SwipeBenchmark {
  publications: number;
  swipers: number;
  seedSeconds: number;
  decisionsPerSecond: number;
  decisions: number;
  failures: number;
  decision: LatencySummary;
  coincidence: LatencySummary;
  coincidentLikes: number;
}

export async function runSwipeBenchmark(
  databaseUrl: string,
  log: (message: string) => void = () => {},
): Promise<SwipeBenchmark> {
  const config = benchConfig();
  const instances: Instance[] = [];
  try {
    const first = await startInstance(config, databaseUrl);
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
    log(`swipe bench: ${swipers} swipers, one decision a second each, for ${PACE.durationMs / 1_000} s...`);
    const load = await runSwipeLoadOnThread({ decisionUrl: first.url, socketUrl: second.url, searches, pace: PACE });
    return {
      publications: PLAN.publications,
      swipers,
      seedSeconds,
      decisionsPerSecond: load.decisionsPerSecond,
      decisions: load.decisions,
      failures: load.failures,
      decision: summarizeLatencies(load.decisionMs),
      coincidence: summarizeLatencies(load.coincidenceMs),
      coincidentLikes: load.coincidentLikes,
    };
  } finally {
    for (const instance of instances.reverse()) {
      await instance.app.close();
      await instance.platform.stop();
    }
  }
}
