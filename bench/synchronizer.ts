// Synchronization of a 10,000-item JSON feed served over loopback HTTP (issue 25): a premium
// seller saves the synchronizer through the HTTP app and the worker runs it (feed fetched and
// parsed, items mapped and checked, 10,000 publications created, recorded and projected); then
// the seller asks again with nothing changed. Each run is timed from the request to the worker's
// end (the poll interval left out) and the process's memory growth measured around it: the worker,
// the app and the feed server share this process, so the figure is an upper bound for the worker.
// `npx tsx bench/synchronizer.ts [--items N]` prints it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  buildApp,
  DevelopmentOutbox,
  execute,
  LocalMediaStorage,
  loadConfig,
  type Platform,
  registerUser,
  SynchronizerWorker,
  startPlatform,
  startSession,
  systemContext,
  userDecider,
  userStream,
} from '@app/services';
import { seedDemoCatalogue } from '@app/services/testing';
import { sql } from 'kysely';
import { openBenchDatabase } from './benchDatabase.ts';
import { type MemoryGrowth, measureMemory } from './memoryPeak.ts';
import { formatTable, loadRow, type ReportRow, verdict } from './report.ts';
import { type FeedServer, generatedFeed, startFeedServer } from './synchronizerFeed.ts';

export const SYNCHRONIZER_TARGETS = { items: 10_000, firstRunS: 60, growthMb: 200, rerunS: 10 } as const;
const PATH = '/api/account/synchronizer';

interface RunFigures {
  seconds: number;
  memory: MemoryGrowth;
  outcome: { outcome: string; created: number; updated: number; unchanged: number; skipped: unknown[] };
}

export interface SynchronizerBenchmark {
  items: number;
  feedMegabytes: number;
  feedRequests: number;
  first: RunFigures;
  rerun: RunFigures & { publicationEvents: number };
  publications: number;
  /** One-minute load average when measuring started and ended: the machine is shared. */
  load: { start: number; end: number };
}

async function premiumSellerToken(platform: Platform): Promise<string> {
  const context = systemContext(platform.clock.now());
  const userId = await registerUser(platform, { email: 'sync-bench@example.com', name: 'Tienda' }, context);
  await execute(
    platform,
    userStream(userId),
    userDecider,
    { type: 'grantPremium', until: null, promocode: null },
    context,
  );
  return startSession(platform, userId, 'signup', context);
}

async function publicationEvents(platform: Platform): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM events WHERE stream_id LIKE 'publication-%'`.execute(platform.db);
  return rows[0]!.count;
}

async function measure(platform: Platform, feed: FeedServer, items: number): Promise<SynchronizerBenchmark> {
  const app = await buildApp(platform);
  const worker = new SynchronizerWorker(platform, { intervalHours: 6, concurrency: 2, pollMs: 60_000 }, (m, e) =>
    console.error(m, e),
  );
  try {
    await seedDemoCatalogue(platform);
    const headers = { authorization: `Bearer ${await premiumSellerToken(platform)}` };
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const timedRun = async (request: () => Promise<unknown>): Promise<RunFigures> => {
      const started = performance.now();
      const { memory } = await measureMemory(async () => {
        await request();
        await worker.tick();
      });
      const seconds = (performance.now() - started) / 1000;
      return { seconds, memory, outcome: (await call('GET', PATH)).data.runs[0] };
    };

    const loadAtStart = loadavg()[0]!;
    const first = await timedRun(() => call('PUT', PATH, { type: 'json', config: { url: feed.url } }));
    const eventsBefore = await publicationEvents(platform);
    const rerun = await timedRun(() => call('POST', `${PATH}/sync`));
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM publications WHERE created_by = 'synchronizer' AND public`.execute(
      platform.db,
    );
    return {
      items,
      feedMegabytes: feed.bytes / 1024 / 1024,
      feedRequests: feed.requests,
      first,
      rerun: { ...rerun, publicationEvents: (await publicationEvents(platform)) - eventsBefore },
      publications: rows[0]!.count,
      load: { start: loadAtStart, end: loadavg()[0]! },
    };
  } finally {
    await worker.stop();
    await worker.idle();
    await app.close();
  }
}

/** Runs on `databaseUrl`, or on a bench database of its own when none is given. */
export async function runSynchronizerBenchmark(
  databaseUrl?: string,
  items: number = SYNCHRONIZER_TARGETS.items,
): Promise<SynchronizerBenchmark> {
  const database = databaseUrl ? null : await openBenchDatabase();
  const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'bench-sync-media-'));
  const feed = await startFeedServer(generatedFeed(items));
  const config = loadConfig({ JWT_SECRET: 'synchronizer-benchmark-secret' }, () => 'unused');
  const platform = await startPlatform(config, databaseUrl ?? database!.url, undefined, {
    mailer: new DevelopmentOutbox(() => {}),
    media: new LocalMediaStorage(mediaDirectory),
    outbound: feed.policy,
  });
  try {
    return await measure(platform, feed, items);
  } finally {
    await platform.stop();
    await feed.close();
    await rm(mediaDirectory, { recursive: true, force: true });
    await database?.release();
  }
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
const megabytes = (value: number) => `${value.toFixed(0)} MB`;
const count = (value: number) => value.toLocaleString('en-US');

export function synchronizerRows(result: SynchronizerBenchmark): ReportRow[] {
  const { first, rerun, items } = result;
  const target = SYNCHRONIZER_TARGETS;
  const label = `sync ${count(items)}-item feed (${result.feedMegabytes.toFixed(1)} MB, loopback HTTP)`;
  const allCreated = first.outcome.created === items && result.publications === items;
  return [
    {
      measure: `${label}: first run, ${count(first.outcome.created)} created, ${count(result.publications)} published`,
      result: seconds(first.seconds),
      target: `≤ ${target.firstRunS} s, all ${count(items)} created`,
      verdict: verdict(first.seconds <= target.firstRunS && allCreated),
    },
    {
      measure: `${label}: first run, process peak RSS growth (from ${megabytes(first.memory.rssAtStartMb)})`,
      result: megabytes(first.memory.rssGrowthMb),
      target: `≤ ${target.growthMb} MB`,
      verdict: verdict(first.memory.rssGrowthMb <= target.growthMb),
    },
    {
      measure: `${label}: first run, peak V8 heap growth`,
      result: megabytes(first.memory.heapGrowthMb),
      target: 'reported',
      verdict: '',
    },
    {
      measure: `${label}: unchanged rerun, ${count(rerun.outcome.unchanged)} unchanged`,
      result: seconds(rerun.seconds),
      target: `≤ ${target.rerunS} s`,
      verdict: verdict(rerun.seconds <= target.rerunS && rerun.outcome.unchanged === items),
    },
    {
      measure: `${label}: unchanged rerun, publication events appended`,
      result: count(rerun.publicationEvents),
      target: '0',
      verdict: verdict(rerun.publicationEvents === 0),
    },
    {
      measure: `${label}: unchanged rerun, process peak RSS growth`,
      result: megabytes(rerun.memory.rssGrowthMb),
      target: 'reported',
      verdict: '',
    },
    loadRow(result.load),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { items: { type: 'string' } } });
  const items = values.items ? Number(values.items.replaceAll('_', '')) : SYNCHRONIZER_TARGETS.items;
  const started = performance.now();
  process.stdout.write(`bench: synchronizing a ${count(items)}-item JSON feed over loopback HTTP...\n`);
  const result = await runSynchronizerBenchmark(undefined, items);
  process.stdout.write(`\n${formatTable(synchronizerRows(result))}\n`);
  if (result.first.outcome.skipped.length > 0) {
    process.stdout.write(`first run skipped: ${JSON.stringify(result.first.outcome.skipped.slice(0, 5))}\n`);
  }
  process.stdout.write(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
