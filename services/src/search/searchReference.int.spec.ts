// The search's fast paths (the walk probe and its sized second walk, remembered orders, covered
// counts, price walks, place keys) proven correct, not only fast: over 20,000 generated
// publications, more than the walks' thresholds, the results pages, counts, price bounds and map
// markers of a few hundred generated searches equal the plain SQL reference
// (testing/referenceSearch.ts), half of them on an instance that applies the projections (ROLE=all,
// which remembers orders) and the other half on one that does not (ROLE=api).
import { randomUUID } from 'node:crypto';
import { RESULT_COUNT_CAP, SEARCH_MARKERS_MAX } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, readModelsCaughtUp } from '../platform.ts';
import { publicationStream } from '../publication/publication.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { savedSearchQuery } from './results/savedSearchQuery.ts';
import { referenceCount, referenceIds, referencePrices } from './testing/referenceSearch.ts';
import { generatePublications } from './testing/searchCatalogueGenerator.ts';
import { type Caller, headersOf, newGuestKey, type SearchBody } from './testing/searchClient.ts';
import { generateSearches } from './testing/searchGenerator.ts';
import {
  type CatalogueIds,
  type PublicationSeed,
  publicationEvents,
  seedSearchCatalogue,
} from './testing/searchWorld.ts';

const PUBLICATIONS = 20_000;
const SEARCHES = 200;
const PAGE_SIZE = 10;
/** Pages read of every search; every fifth reads on past the remembered batches (two, then ten). */
const PAGES = 3;
const DEEP_PAGES = 13;
const APPENDERS = 8;

let world: TestPlatform;
let apiOnly: { app: FastifyInstance };
let ids: CatalogueIds;
let searches: SearchBody[];

async function appendCatalogue(platform: Platform, seeds: readonly PublicationSeed[]): Promise<void> {
  const now = platform.clock.now();
  let next = 0;
  const appender = async () => {
    while (next < seeds.length) {
      const id = randomUUID();
      await platform.store.append(publicationStream(id), publicationEvents(seeds[next++]!, id, now), 'no_stream');
    }
  };
  await Promise.all(Array.from({ length: APPENDERS }, appender));
  expect(await readModelsCaughtUp(platform, 240_000)).toBe(true);
}

/**
 * Every projection, leading or not yet, has applied the whole log: `waitFor` answers for the
 * projections that lead, and one that took the lead late may still be applying the catalogue.
 */
async function untilEveryProjectionCaughtUp(): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const status = await world.platform.runner.status();
    if (status.every((projection) => projection.active && projection.behind === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the projections did not catch up with the log');
}

beforeAll(async () => {
  // Thousands of calls from one address within minutes: the per-address limit is not what is tested.
  world = await startTestPlatform({ SEARCH_RESULTS_PAGE_SIZE: String(PAGE_SIZE), RATE_LIMIT_PER_MINUTE: '100000000' });
  ids = await seedSearchCatalogue(world.platform);
  const seller = await world.accountFor({ premium: true });
  const sellers = [seller.userId, ...Array.from({ length: 49 }, () => randomUUID())];
  await appendCatalogue(world.platform, generatePublications(ids, PUBLICATIONS, sellers));
  await untilEveryProjectionCaughtUp();
  apiOnly = await world.anotherInstance({ ROLE: 'api' });
  searches = generateSearches(ids, SEARCHES, 20_261_125, seller.userId);
}, 600_000);

// Stopping the platform stops the API-only instance too.
afterAll(() => world?.stop());

function client(app: FastifyInstance) {
  const caller: Caller = { guestKey: newGuestKey() };
  return async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url: `/api${url}`, payload, headers: headersOf(caller) });
    expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(200);
    return response.json();
  };
}

/** The first pages of results, each asked for with what the client already holds. */
async function resultPages(post: ReturnType<typeof client>, uuid: string, pages: number): Promise<string[]> {
  const seen: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    const { data } = await post(`/search/${uuid}/results`, { except: seen });
    seen.push(...data.map((card: { id: string }) => card.id));
    if (data.length < PAGE_SIZE) break;
  }
  return seen;
}

/** Everything the search screens show for one search, through HTTP on one instance. */
async function answersOf(app: FastifyInstance, body: SearchBody, index: number) {
  const post = client(app);
  const { data } = await post('/search', body);
  const uuid: string = data.uuid;
  const draft = { filters: body.filters, places: body.places ?? [], user_id: body.user_id ?? null };
  const currency = body.filters.find((filter) => filter.currency)?.currency ?? 'ARS';
  const count = await post('/search/count', draft);
  const prices = await post('/search/prices', { ...draft, currency });
  const markers = await post(`/search/${uuid}/markers`, { except: [] });
  return {
    uuid,
    currency,
    results: await resultPages(post, uuid, index % 5 === 0 ? DEEP_PAGES : PAGES),
    count: { count: count.count, capped: count.capped },
    prices: { min: prices.min, max: prices.max },
    markers: markers.data.map((marker: { id: string }) => marker.id),
  };
}

async function referenceOf(uuid: string, currency: string, pages: number) {
  const { db, clock } = world.platform;
  // A search created on the API-only instance reaches these read models through this instance's projections.
  await untilEveryProjectionCaughtUp();
  const query = await savedSearchQuery(world.platform, uuid);
  const count = await referenceCount(db, query);
  const prices = await referencePrices(db, query, currency);
  return {
    results: await referenceIds(db, query, pages * PAGE_SIZE, clock.now()),
    count: { count: Math.min(count, RESULT_COUNT_CAP), capped: count > RESULT_COUNT_CAP },
    prices: {
      min: prices.min === null ? null : Number(prices.min),
      max: prices.max === null ? null : Number(prices.max),
    },
    markers: await referenceIds(db, query, SEARCH_MARKERS_MAX, clock.now(), { withCoordinates: true }),
  };
}

// Every other search on each: the two paths differ in where orders are remembered, not in which
// searches they answer, and one file over both halves ran for most of two minutes.
describe.each([
  ['an instance that applies the projections (ROLE=all)', () => world.app, 0],
  ['an API-only instance (ROLE=api)', () => apiOnly.app, 1],
])('generated searches over 20,000 publications on %s', (_, appOf, half) => {
  it('give the results, counts, price bounds and markers of the plain reference query', {
    timeout: 600_000,
  }, async () => {
    let found = 0;
    for (const [index, body] of searches.entries()) {
      if (index % 2 !== half) continue;
      await untilEveryProjectionCaughtUp();
      const answers = await answersOf(appOf(), body, index);
      const pages = index % 5 === 0 ? DEEP_PAGES : PAGES;
      const expected = await referenceOf(answers.uuid, answers.currency, pages);
      const { uuid: _uuid, currency: _currency, ...shown } = answers;
      expect(shown, `search #${index}: ${JSON.stringify(body)}`).toEqual(expected);
      if (answers.results.length > 0) found += 1;
    }
    // The generated searches must find something most of the time, or they would prove little.
    expect(found).toBeGreaterThan(SEARCHES / 4);
  });
});
