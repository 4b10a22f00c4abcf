// Live messages as people see them, in Chromium: a superlike from a 390 × 844 phone's long press
// to the seller's open dashboard (from the finger's release; the superlike leaves at 1,500 ms, the
// finger lifts just after), and a like tapped on one phone to the coincidence message on the other.
// Each sample is a new property, so its text appears once (web/src/e2e/support/liveJourney.ts).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { WEB_DIST } from '@app/services';
import type { Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../web/src/e2e/support/browser.ts';
import {
  activePublicationId,
  holdLike,
  nextCardAfter,
  releasedAt,
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

type Sample = (world: LiveJourneyWorld, publicationId: string) => Promise<number>;

/** Takes `count` samples (after the warm-up) on successive cards of Ana's phone. */
async function sampled(phone: Page, count: number, sample: (publicationId: string) => Promise<number>) {
  const samples: number[] = [];
  for (let round = 0; round < WARMUP + count; round++) {
    const publicationId = await activePublicationId(phone);
    const elapsed = await sample(publicationId);
    if (round >= WARMUP) samples.push(elapsed);
    await nextCardAfter(phone, publicationId);
  }
  return summarizeLatencies(samples);
}

function superlikeSample(phone: Page, seller: Page): Sample {
  return async (world, publicationId) => {
    const text = `Ana dio superlike a «${world.titleOf(publicationId)}».`;
    await watchFor(seller, text);
    await holdLike(phone, HOLD_MS);
    const released = await releasedAt(phone);
    return (await seenAt(seller, text)) - released;
  };
}

function coincidenceSample(phone: Page, otherPhone: Page): Sample {
  return async (world, publicationId) => {
    // The other phone's toasts from earlier samples must not hold this one in Mantine's queue.
    await otherPhone.getByRole('alert').nth(2).waitFor({ state: 'detached', timeout: 10_000 });
    await likeAs(world, world.bruno, publicationId);
    const text = `¡Coincidencia! A Ana también le gusta «${world.titleOf(publicationId)}».`;
    await watchFor(otherPhone, text);
    await tapLike(phone);
    const released = await releasedAt(phone);
    return (await seenAt(otherPhone, text)) - released;
  };
}

export async function runLiveJourneyBenchmark(
  databaseUrl: string,
  log: (line: string) => void,
  samples = 20,
): Promise<LiveJourneyResult> {
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
    const superlike = await sampled(ana, samples, (id) => superlikeOf(world, id));
    log(`bench: ${samples} coincidences, phone → other phone...`);
    const coincidenceOf = coincidenceSample(ana, bruno);
    const coincidence = await sampled(ana, samples, (id) => coincidenceOf(world, id));
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
