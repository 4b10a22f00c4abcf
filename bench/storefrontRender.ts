// A storefront's page rendered on the server (issue 33) over a generated catalogue (100,000
// publications unless told): GET /{slug} through the app as a phone asks for it, answered with
// its link card, structured data, inlined configuration and first-screen answers and the markup
// renderToString makes from them (target p95 ≤ 20 ms). Needs the client's build (web/dist-server).
// `npx tsx bench/storefrontRender.ts` runs it alone (`-- --publications N`).

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  buildApp,
  DevelopmentOutbox,
  loadConfig,
  registerUser,
  startPlatform,
  systemContext,
  WEB_DIST,
} from '@app/services';
import { publicationSeeds, seedSearchCatalogue } from '@app/services/testing';
import { sql } from 'kysely';
import { openBenchDatabase } from './benchDatabase.ts';
import { type BenchOptions, catalogueSize, DEFAULT_BENCH_OPTIONS, parseBenchOptions } from './benchOptions.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import { latencyRow, loadRow, type ReportRow } from './report.ts';
import { appendAndProject, catchUpDeadlineMs } from './searchCatalogue.ts';
import { settleDatabase } from './settle.ts';

export const STOREFRONT_RENDER_TARGET_MS = 20;
const SELLERS = 2_000;
const WARM_UP = 20;
const REQUESTS = 300;
const SLUG = 'vidriera-del-banco';

export interface StorefrontRenderBenchmark {
  publications: number;
  storefrontPublications: number;
  page: LatencySummary;
  load: { start: number; end: number };
}

/** Why the benchmark cannot run here, or null. */
export function storefrontRenderSkipReason(): string | null {
  const bundle = path.join(path.dirname(WEB_DIST), 'dist-server', 'serverEntry.js');
  return existsSync(bundle) ? null : 'web/dist-server is missing (npm run build --workspace web)';
}

async function startRenderingPlatform(databaseUrl: string) {
  const settings = { JWT_SECRET: 'storefront-render-bench', MAX_EVENT_LOOP_DELAY_MS: '0', SEED_DEMO: 'false' };
  const config = loadConfig(settings, () => 'unused');
  const platform = await startPlatform(config, databaseUrl, undefined, { mailer: new DevelopmentOutbox(() => {}) });
  return { platform, app: await buildApp(platform, { webDirectory: WEB_DIST }) };
}

export async function runStorefrontRenderBenchmark(
  databaseUrl: string,
  log: (message: string) => void = () => {},
  options: BenchOptions = DEFAULT_BENCH_OPTIONS,
): Promise<StorefrontRenderBenchmark> {
  const { platform, app } = await startRenderingPlatform(databaseUrl);
  try {
    const ids = await seedSearchCatalogue(platform);
    const seller = await registerUser(
      platform,
      { email: `${randomUUID()}@example.com`, name: 'Vidriera' },
      systemContext(),
    );
    const sellers = [seller, ...Array.from({ length: SELLERS - 1 }, () => randomUUID())];
    log(`storefront render bench: appending ${catalogueSize(options)} publications as events...`);
    const seeds = publicationSeeds(ids, options.publications, sellers);
    await appendAndProject(platform, databaseUrl, seeds, 16, catchUpDeadlineMs(options.publications));
    // The slug straight into the read model: choosing it is not what is measured.
    await sql`UPDATE users SET slug = ${SLUG}, is_premium = true WHERE id = ${seller}`.execute(platform.db);
    const counted = await sql<{
      count: string;
    }>`SELECT count(*) FROM publication_publishers WHERE user_id = ${seller}`.execute(platform.db);
    await settleDatabase(databaseUrl);
    const load = { start: loadavg()[0]!, end: 0 };
    const samples: number[] = [];
    for (let request = 0; request < WARM_UP + REQUESTS; request++) {
      const started = performance.now();
      const page = await app.inject({ url: `/${SLUG}`, headers: { host: 'localhost', 'accept-encoding': 'br' } });
      const elapsed = performance.now() - started;
      if (page.statusCode !== 200) throw new Error(`storefront render bench: ${page.statusCode}`);
      if (request >= WARM_UP) samples.push(elapsed);
    }
    load.end = loadavg()[0]!;

    return {
      publications: options.publications,
      storefrontPublications: Number(counted.rows[0]?.count ?? 0),
      page: summarizeLatencies(samples),
      load,
    };
  } finally {
    await app.close();
    await platform.stop();
  }
}

export function storefrontRenderRows(result: StorefrontRenderBenchmark): ReportRow[] {
  const catalogue = `${result.publications.toLocaleString('en-US')} publications, ${result.storefrontPublications} in the store`;
  return [
    loadRow(result.load),
    latencyRow(`Storefront page rendered on the server (${catalogue})`, result.page, STOREFRONT_RENDER_TARGET_MS),
  ];
}

// Run alone: `npx tsx bench/storefrontRender.ts [--publications N]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const skipped = storefrontRenderSkipReason();
  if (skipped) throw new Error(skipped);
  const database = await openBenchDatabase();
  try {
    const options = parseBenchOptions(process.argv.slice(2));
    const result = await runStorefrontRenderBenchmark(database.url, console.log, options);
    for (const row of storefrontRenderRows(result))
      console.log(`${row.measure}: ${row.result} (${row.target}) ${row.verdict}`);
  } finally {
    await database.release();
  }
}
