// The generated catalogue a benchmark searches, written as publication facts to the event store.
// Appended with the projections running (appendAndProject: a bench's few publications, or a smaller
// world), or appended first and then projected by a platform started on the log (buildFromLog), the
// way the read model is built after a deploy that rebuilds it: the two costs then read apart. Seeds
// are taken one at a time from an iterable, so a catalogue of a million is never held whole.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@app/eventstore';
import type { Platform } from '@app/services';
import { publicationStream, readModelsCaughtUp, registerUser, systemContext } from '@app/services';
import { type CatalogueIds, type PublicationSeed, publicationEvents, seedSearchCatalogue } from '@app/services/testing';
import { startBenchPlatform } from './benchPlatform.ts';

const SELLERS = 2_000;
const LEAST_CATCH_UP_MS = 240_000;

/** How long the projections may take over a catalogue: a larger one is waited for, not cut short. */
export const catchUpDeadlineMs = (publications: number) => Math.max(LEAST_CATCH_UP_MS, publications * 3);

/** Appends each seed's facts as its own stream, `appenders` at a time; returns how many events. */
export async function appendPublications(
  url: string,
  seeds: Iterable<PublicationSeed>,
  now: Date,
  appenders: number,
): Promise<number> {
  const store = await PostgresEventStore.connect({ connectionString: url, poolSize: appenders });
  const pending = seeds[Symbol.iterator]();
  let events = 0;
  try {
    const appender = async () => {
      for (let next = pending.next(); !next.done; next = pending.next()) {
        const id = randomUUID();
        const facts = publicationEvents(next.value, id, now);
        events += facts.length;
        await store.append(publicationStream(id), facts, 'no_stream');
      }
    };
    await Promise.all(Array.from({ length: appenders }, appender));
  } finally {
    await store.close();
  }
  return events;
}

/** Appends with the platform's projections running and waits until they have applied it all. */
export async function appendAndProject(
  platform: Platform,
  url: string,
  seeds: Iterable<PublicationSeed>,
  appenders: number,
  deadlineMs: number,
): Promise<void> {
  await appendPublications(url, seeds, platform.clock.now(), appenders);
  if (!(await readModelsCaughtUp(platform, deadlineMs))) throw new Error('projections did not catch up');
}

export interface BuiltCatalogue extends Awaited<ReturnType<typeof startBenchPlatform>> {
  ids: CatalogueIds;
  /** The seller whose storefront is searched, first of the catalogue's sellers. */
  seller: string;
  sellers: string[];
  events: number;
  appendSeconds: number;
  /** From starting a platform on the appended log until every projection has applied it. */
  buildSeconds: number;
}

/**
 * The catalogue types and a seller through a first platform, stopped; the publications appended with
 * no projection running; then a platform started on the log, timed until its read model shows it all.
 */
export async function buildFromLog(
  url: string,
  secret: string,
  seedsOf: (ids: CatalogueIds, sellers: readonly string[]) => Iterable<PublicationSeed>,
  options: { appenders: number; deadlineMs: number; log: (message: string) => void },
): Promise<BuiltCatalogue> {
  const first = await startBenchPlatform(url, secret);
  let ids: CatalogueIds;
  let seller: string;
  let now: Date;
  try {
    ids = await seedSearchCatalogue(first.platform);
    seller = await registerUser(
      first.platform,
      { email: `${randomUUID()}@example.com`, name: 'Vendedora' },
      systemContext(),
    );
    now = first.platform.clock.now();
  } finally {
    await first.app.close();
    await first.platform.stop();
  }
  const sellers = [seller, ...Array.from({ length: SELLERS - 1 }, () => randomUUID())];
  const appendStarted = performance.now();
  const events = await appendPublications(url, seedsOf(ids, sellers), now, options.appenders);
  const appendSeconds = (performance.now() - appendStarted) / 1_000;
  options.log(
    `search bench: ${events.toLocaleString('en-US')} events appended in ${appendSeconds.toFixed(1)} s; building the read model...`,
  );
  const buildStarted = performance.now();
  const started = await startBenchPlatform(url, secret);
  if (!(await readModelsCaughtUp(started.platform, options.deadlineMs))) {
    await started.app.close();
    await started.platform.stop();
    throw new Error('projections did not catch up');
  }
  const buildSeconds = (performance.now() - buildStarted) / 1_000;
  return { ...started, ids, seller, sellers, events, appendSeconds, buildSeconds };
}
