// Instant alerts (issue 26 item 4) over 100,000 saved searches with alerts on: matching one new
// publication against them (the percolator: its index in memory narrows by place keys and type and
// decides each candidate; SQL only for extras, stock and what the people decided) p95 ≤ 5 ms, and a seller's new publication → the push delivered to a loopback
// push service p95 ≤ 2 s, through the live leader's subscription, the alert stream and web push.
// `npx tsx bench/alerts.ts [--searches N]` prints it alone (docs/decisions/instant-alerts.md).
import { createECDH, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AlertIndex,
  buildApp,
  DevelopmentOutbox,
  loadConfig,
  percolate,
  publicationStream,
  type RunningPlatform,
  registerUser,
  startPlatform,
  startSession,
  systemContext,
  webPushSender,
} from '@app/services';
import {
  addressAt,
  type CatalogueIds,
  generatePublications,
  listenOnFreePort,
  publicationEvents,
  seedSearchCatalogue,
  startLoopbackPushService,
  untilLeading,
} from '@app/services/testing';
import { appendAlertedSearches } from './alertsWorld.ts';
import { openBenchDatabase } from './benchDatabase.ts';
import { summarizeLatencies } from './percentiles.ts';
import { formatTable, milliseconds, type ReportRow, verdict } from './report.ts';

export const ALERT_TARGETS = { searches: 100_000, matchP95Ms: 5, pushP95Ms: 2_000 } as const;
const MATCHED = 300;
const PUSHED = 30;
const PILAR = 'ar-geonames-3429980';

export interface AlertsBenchmark {
  searches: number;
  match: ReturnType<typeof summarizeLatencies>;
  candidatesPerPublication: number;
  /** Loading the percolator's index from the read models, as the leader does when it takes the lead. */
  indexLoad: { ms: number; heapMb: number };
  push: ReturnType<typeof summarizeLatencies>;
  load: { start: number; end: number };
}

/**
 * The publications whose matching is timed, appended before this instance leads the live feed: the
 * alerts follow the log from its head, so these are not alerted (thousands of alerts and pushes to
 * the searches' owners would still be draining when the pushes are timed, which would time that queue).
 */
async function appendMatchedPublications(platform: RunningPlatform, ids: CatalogueIds): Promise<string[]> {
  const seeds = generatePublications(ids, MATCHED, [randomUUID()]);
  const now = platform.clock.now();
  const publicationIds: string[] = [];
  for (const seed of seeds) {
    const id = randomUUID();
    await platform.store.append(
      publicationStream(id),
      publicationEvents({ ...seed, ageDays: 0 }, id, now),
      'no_stream',
    );
    publicationIds.push(id);
  }
  await platform.runner.waitFor(await platform.store.lastCommitCheckpoint(), 60_000);
  return publicationIds;
}

async function loadedIndex(platform: RunningPlatform) {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = await AlertIndex.load(platform.db);
  const ms = performance.now() - started;
  return { index, indexLoad: { ms, heapMb: (process.memoryUsage().heapUsed - heapBefore) / 1_048_576 } };
}

async function timedMatches(platform: RunningPlatform, index: AlertIndex, publicationIds: readonly string[]) {
  const samples: number[] = [];
  let found = 0;
  for (const id of publicationIds) {
    const started = performance.now();
    found += (await percolate(platform, index, id)).length;
    samples.push(performance.now() - started);
  }
  return { match: summarizeLatencies(samples), candidatesPerPublication: found / publicationIds.length };
}

/** A watcher with a device and one search per probe (each its own price band: one push per probe, below the daily cap). */
async function timedPushes(
  platform: RunningPlatform,
  ids: CatalogueIds,
  app: Awaited<ReturnType<typeof buildApp>>,
  pushService: Awaited<ReturnType<typeof startLoopbackPushService>>,
) {
  const context = systemContext(platform.clock.now());
  const userId = await registerUser(platform, { email: 'alerts-bench@example.com', name: 'Vigía' }, context);
  const token = await startSession(platform, userId, 'signup', context);
  const headers = { authorization: `Bearer ${token}` };
  const device = pushService.subscribe();
  await app.inject({ method: 'POST', url: '/api/user/push/subscribe', payload: { token: device.token }, headers });
  const homes = ids.typeId('inmuebles');
  for (let probe = 0; probe < PUSHED; probe += 1) {
    const band = { currency: 'USD', amount: { min: 900_000 + probe * 1_000, max: 900_000 + probe * 1_000 + 999 } };
    const criteria = {
      filters: [{ type_id: homes, operation: 'sale', ...band }],
      places: [{ reference: PILAR }],
      order: 'newest',
    };
    const created = await app.inject({ method: 'POST', url: '/api/search', payload: criteria, headers });
    const uuid = created.json().data.uuid as string;
    await app.inject({
      method: 'PUT',
      url: `/api/search/${uuid}/alerts`,
      payload: { on: true, email: false },
      headers,
    });
  }
  const samples: number[] = [];
  for (let probe = 0; probe < PUSHED; probe += 1) {
    const id = randomUUID();
    const seed = {
      typeId: homes,
      operation: 'sale' as const,
      title: `Casa ${probe}`,
      address: addressAt(PILAR, 'Pilar'),
      currency: 'USD' as const,
      amount: 900_500 + probe * 1_000,
      creatorId: randomUUID(),
    };
    const started = performance.now();
    await platform.store.append(publicationStream(id), publicationEvents(seed, id, platform.clock.now()), 'no_stream');
    await pushService.waitForCount(probe + 1, 30_000);
    samples.push(performance.now() - started);
  }
  return summarizeLatencies(samples);
}

/** A fresh VAPID key pair (P-256, raw keys in base64url), as web-push's generateVAPIDKeys makes one. */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const raw = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - raw.length), raw]).toString('base64url');
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey, subject: 'mailto:bench@example.com' };
}

export async function runAlertsBenchmark(
  databaseUrl: string,
  searches: number = ALERT_TARGETS.searches,
  log = console.log,
): Promise<AlertsBenchmark> {
  const pushService = await startLoopbackPushService();
  const vapid = vapidKeys();
  const config = loadConfig({ JWT_SECRET: 'alerts-bench-secret-0123456789' }, () => 'unused');
  const platform = await startPlatform(config, databaseUrl, undefined, {
    mailer: new DevelopmentOutbox(() => {}),
    push: webPushSender(vapid, pushService.agent),
  });
  const app = await buildApp(platform);
  try {
    const ids = await seedSearchCatalogue(platform);
    log(`bench: appending ${searches.toLocaleString('en-US')} saved searches with alerts on...`);
    await appendAlertedSearches(platform, databaseUrl, ids, searches);
    const matched = await appendMatchedPublications(platform, ids);
    await listenOnFreePort(app);
    await untilLeading(app);
    const start = loadavg()[0]!;
    const { index, indexLoad } = await loadedIndex(platform);
    const { match, candidatesPerPublication } = await timedMatches(platform, index, matched);
    const push = await timedPushes(platform, ids, app, pushService);
    return { searches, match, candidatesPerPublication, indexLoad, push, load: { start, end: loadavg()[0]! } };
  } finally {
    await app.close();
    await platform.stop();
    await pushService.stop();
  }
}

export function alertsRows(result: AlertsBenchmark): ReportRow[] {
  const size = result.searches.toLocaleString('en-US');
  const load = `load ${result.load.start.toFixed(1)}→${result.load.end.toFixed(1)}`;
  return [
    {
      measure: `Alerts: match one publication, ${size} searches (p95; ${result.candidatesPerPublication.toFixed(1)} alerted each)`,
      result: milliseconds(result.match.p95),
      target: `≤ ${ALERT_TARGETS.matchP95Ms} ms p95`,
      verdict: verdict(result.match.p95 <= ALERT_TARGETS.matchP95Ms),
    },
    {
      measure: `Alerts: new publication → push delivered (p95, ${load})`,
      result: milliseconds(result.push.p95),
      target: `≤ ${ALERT_TARGETS.pushP95Ms} ms p95`,
      verdict: verdict(result.push.p95 <= ALERT_TARGETS.pushP95Ms),
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { searches: { type: 'string' } } });
  const database = await openBenchDatabase();
  try {
    const result = await runAlertsBenchmark(database.url, Number(values.searches ?? ALERT_TARGETS.searches));
    console.log(`\n${formatTable(alertsRows(result))}\n`);
    console.log(
      `match p50 ${result.match.p50.toFixed(1)} ms, push p50 ${result.push.p50.toFixed(0)} ms; index loaded in ${result.indexLoad.ms.toFixed(0)} ms (heap +${result.indexLoad.heapMb.toFixed(0)} MB); load average ${result.load.start.toFixed(2)} → ${result.load.end.toFixed(2)}`,
    );
  } finally {
    await database.release();
  }
}
