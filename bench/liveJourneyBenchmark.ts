// Live messages as people see them, in Chromium: a superlike from a 390 × 844 phone's long press
// to the seller's open dashboard (from the finger's release; the superlike leaves at 1,500 ms, the
// finger lifts just after), and a like tapped on one phone to the coincidence message on the other.
// Each sample is a new property, so its text appears once (web/src/e2e/support/liveJourney.ts).
// The log tells where the time goes: when the tapping page's request left and was answered, and
// when the socket frame reached the other page (the rest is that page showing it).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { WEB_DIST } from '@app/services';
import type { Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../web/src/e2e/support/browser.ts';
import {
  activePublicationId,
  frameAt,
  holdLike,
  nextCardAfter,
  releasedAt,
  requestTimes,
  seenAt,
  tapLike,
  timedPage,
  watchFor,
} from '../web/src/e2e/support/liveJourney.ts';
import { type LiveJourneyWorld, likeAs, startLiveJourneyWorld } from './liveJourneyWorld.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import { latencyRow, loadRow, type ReportRow } from './report.ts';

export const SUPERLIKE_TARGET_MS = 500;
export const COINCIDENCE_TARGET_MS = 100;
const WARMUP = 2;
/** Just past the 1,500 ms that make a superlike: the release is when it leaves. */
const HOLD_MS = 1_510;

export interface LiveJourneyResult {
  superlike: LatencySummary;
  coincidence: LatencySummary;
  load: { start: number; end: number };
}

/** From the release: the total, and when the request left and the socket frame arrived on the way. */
interface Timed {
  total: number;
  requestLeft: number;
  answered: number;
  frameArrived: number;
}

type Sample = (world: LiveJourneyWorld, publicationId: string) => Promise<Timed>;
type Log = (line: string) => void;

/** Where the time goes, for the log: the page that taps, the server and network, the page that shows. */
function breakdown(samples: readonly Timed[]): string {
  const p50 = (pick: (sample: Timed) => number) => summarizeLatencies(samples.map(pick)).p50.toFixed(0);
  return `p50 request leaves after ${p50((s) => s.requestLeft)} ms, answered after ${p50((s) => s.answered)} ms, frame arrives after ${p50((s) => s.frameArrived)} ms, shown after ${p50((s) => s.total)} ms`;
}

/** Takes `count` samples (after the warm-up) on successive cards of Ana's phone. */
async function sampled(phone: Page, count: number, sample: (publicationId: string) => Promise<Timed>, log: Log) {
  const samples: Timed[] = [];
  for (let round = 0; round < WARMUP + count; round++) {
    const publicationId = await activePublicationId(phone);
    const timed = await sample(publicationId);
    if (round >= WARMUP) samples.push(timed);
    await nextCardAfter(phone, publicationId);
  }
  log(`bench:   ${breakdown(samples)}`);
  return summarizeLatencies(samples.map((timed) => timed.total));
}

async function timedFrom(phone: Page, screen: Page, text: string): Promise<Timed> {
  const released = await releasedAt(phone);
  const shown = await seenAt(screen, text);
  const [request, frame] = [await requestTimes(phone, '/decision'), await frameAt(screen, text)];
  return {
    total: shown - released,
    requestLeft: (request?.started ?? released) - released,
    answered: (request?.answered ?? released) - released,
    frameArrived: (frame ?? shown) - released,
  };
}

function superlikeSample(phone: Page, seller: Page): Sample {
  return async (world, publicationId) => {
    const title = world.titleOf(publicationId);
    const text = `Ana dio superlike a «${title}».`;
    await watchFor(seller, text, title);
    await holdLike(phone, HOLD_MS);
    return timedFrom(phone, seller, text);
  };
}

function coincidenceSample(phone: Page, otherPhone: Page): Sample {
  return async (world, publicationId) => {
    // Toasts show one at a time: the other phone's toast of the last sample (7 s) must be gone, or
    // this one would wait in the queue behind it and the figure would measure that wait.
    await otherPhone.getByRole('alert').first().waitFor({ state: 'detached', timeout: 10_000 });
    await likeAs(world, world.bruno, publicationId);
    const title = world.titleOf(publicationId);
    const text = `¡Coincidencia! A Ana también le gusta «${title}».`;
    await watchFor(otherPhone, text, title);
    await tapLike(phone);
    return timedFrom(phone, otherPhone, text);
  };
}

export async function runLiveJourneyBenchmark(databaseUrl: string, log: Log, samples = 20): Promise<LiveJourneyResult> {
  const start = loadavg()[0]!;
  const world = await startLiveJourneyWorld(databaseUrl, 2 * (samples + WARMUP) + 4);
  const browser = await launchBrowser();
  try {
    const { baseUrl } = world;
    const seller = await timedPage(browser, baseUrl, world.seller.token, false);
    await seller.goto('/dashboard');
    await seller.getByRole('heading', { name: '¡Hola, Inmobiliaria Sur!' }).waitFor();
    const [ana, bruno] = [
      await timedPage(browser, baseUrl, world.ana.token, true),
      await timedPage(browser, baseUrl, world.bruno.token, true),
    ];
    for (const phone of [ana, bruno]) await phone.goto(`/search/${world.uuid}`);
    await activePublicationId(bruno);
    log(`bench: ${samples} superlikes, phone → seller's dashboard...`);
    const superlikeOf = superlikeSample(ana, seller);
    const superlike = await sampled(ana, samples, (id) => superlikeOf(world, id), log);
    log(`bench: ${samples} coincidences, phone → other phone...`);
    const coincidenceOf = coincidenceSample(ana, bruno);
    const coincidence = await sampled(ana, samples, (id) => coincidenceOf(world, id), log);
    return { superlike, coincidence, load: { start, end: loadavg()[0]! } };
  } finally {
    await browser.close();
    await world.stop();
  }
}

/** Null when it cannot run here: no Chromium, or the web client is not built. */
export function liveJourneySkipReason(): string | null {
  if (!hasChromium) return '/usr/bin/chromium is missing';
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) return 'web/dist is not built (npm run build --workspace web)';
  return null;
}

export function liveJourneyRows(result: LiveJourneyResult): ReportRow[] {
  return [
    latencyRow("Browser: superlike, release → seller's dashboard", result.superlike, SUPERLIKE_TARGET_MS),
    latencyRow('Browser: coincidence, tap → other phone', result.coincidence, COINCIDENCE_TARGET_MS),
    loadRow(result.load),
  ];
}
