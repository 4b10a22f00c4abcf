// The percolator's fast path (candidates narrowed by the index in memory and decided there by their
// category, operation, price band and places, by the extras and stock filed beside them in SQL, the
// decisions of all pairs tested in one statement) proven correct, not only fast: over generated saved searches (extras of
// every kind, stock, one or two places, storefronts) and generated publications, the pairs it
// alerts equal the plain reference: the search's own conditions in their plainest SQL
// (search/testing/referenceSearch.ts) find the publication, and the person has not decided it
// there nor discarded it elsewhere (`undecidedBy`, asked pair by pair).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelsCaughtUp } from '../platform.ts';
import { publicationStream } from '../publication/publication.ts';
import { undecidedBy } from '../search/index.ts';
import { savedSearchQuery } from '../search/results/savedSearchQuery.ts';
import { referenceFound } from '../search/testing/referenceSearch.ts';
import { generatePublications } from '../search/testing/searchCatalogueGenerator.ts';
import { type Caller, searchClient } from '../search/testing/searchClient.ts';
import { generateSearches } from '../search/testing/searchGenerator.ts';
import { publicationEvents, seedSearchCatalogue } from '../search/testing/searchWorld.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { readAlertedPublication } from './alertedPublication.ts';
import { AlertIndex } from './alertIndex.ts';
import { Verdict } from './indexedConditions.ts';
import { percolate } from './percolate.ts';

const SEARCHES = 150;
const PUBLICATIONS = 400;
/** Publications the owner decides in one of the searches finding them (liked or rejected, alternately). */
const DECIDED = 16;

let world: TestPlatform;
let owner: Caller & { userId: string };
const searchIds: string[] = [];
const publicationIds: string[] = [];

async function appendPublications(sellers: readonly string[]) {
  const platform = world.platform;
  const ids = await seedSearchCatalogue(platform);
  for (const seed of generatePublications(ids, PUBLICATIONS, sellers)) {
    const id = randomUUID();
    await platform.store.append(publicationStream(id), publicationEvents(seed, id, platform.clock.now()), 'no_stream');
    publicationIds.push(id);
  }
  expect(await readModelsCaughtUp(platform, 240_000)).toBe(true);
  return ids;
}

beforeAll(async () => {
  world = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const seller = await world.accountFor({ premium: true });
  owner = await world.accountFor();
  const ids = await appendPublications([seller.userId, randomUUID(), randomUUID()]);
  const client = searchClient(world.app);
  for (const body of generateSearches(ids, SEARCHES, 20_261_126, seller.userId)) {
    const uuid = await client.create(body, owner);
    const switched = await client.call('PUT', `/search/${uuid}/alerts`, owner, { on: true, email: false });
    if (switched.statusCode !== 200) throw new Error(`alerts: ${switched.body}`);
    searchIds.push(uuid);
  }
}, 600_000);
afterAll(() => world?.stop());

/** For each publication, the searches whose plain query finds it. */
async function referenceMatches(): Promise<Map<string, string[]>> {
  const bySearch = new Map<string, string[]>();
  for (const searchId of searchIds) {
    const query = await savedSearchQuery(world.platform, searchId);
    for (const publicationId of await referenceFound(world.platform.db, query, publicationIds)) {
      bySearch.set(publicationId, [...(bySearch.get(publicationId) ?? []), searchId]);
    }
  }
  return bySearch;
}

async function undecidedByOwner(searchId: string, publicationId: string): Promise<boolean> {
  const db = world.platform.db;
  const participant = await db
    .selectFrom('search_participants')
    .select('participant_key')
    .where('search_id', '=', searchId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ undecided: boolean }>`SELECT ${undecidedBy(
    searchId,
    participant.participant_key,
    sql`${publicationId}::uuid`,
  )} AS undecided`.execute(db);
  return rows[0]!.undecided;
}

async function expectedPairs(matches: Map<string, string[]>, publicationId: string): Promise<string[]> {
  const pairs: string[] = [];
  for (const searchId of matches.get(publicationId) ?? []) {
    if (await undecidedByOwner(searchId, publicationId)) pairs.push(`${searchId}:${owner.userId}`);
  }
  return pairs.sort();
}

async function alertedPairs(index: AlertIndex, publicationId: string): Promise<string[]> {
  const pairs = await percolate(world.platform, index, publicationId);
  return pairs.map((pair) => `${pair.search_id}:${pair.user_id}`).sort();
}

async function decideSome(matches: Map<string, string[]>) {
  const client = searchClient(world.app);
  const decided = [...matches.entries()].filter(([, searches]) => searches.length >= 2).slice(0, DECIDED);
  for (const [index, [publicationId, searches]] of decided.entries()) {
    const decision = { publication_id: publicationId, like: index % 2 === 0 };
    const response = await client.call('POST', `/search/${searches[0]}/decision`, owner, decision);
    expect(response.statusCode).toBe(200);
  }
  return decided.length;
}

describe('the percolator', () => {
  it('alerts exactly the pairs the plain search query and the decisions give, deciding them by index', async () => {
    const matches = await referenceMatches();
    expect(await decideSome(matches)).toBe(DECIDED);
    const expected: Record<string, string[]> = {};
    const alerted: Record<string, string[]> = {};
    const verdicts = { met: 0, missed: 0, filed: 0 };
    const index = await AlertIndex.load(world.platform.db);
    for (const publicationId of publicationIds) {
      expected[publicationId] = await expectedPairs(matches, publicationId);
      alerted[publicationId] = await alertedPairs(index, publicationId);
      const publication = (await readAlertedPublication(world.platform.db, publicationId))!;
      index.eachVerdict(publication, (_, verdict) => {
        const counted = { [Verdict.met]: 'met', [Verdict.filed]: 'filed' } as const;
        verdicts[counted[verdict as keyof typeof counted] ?? 'missed'] += 1;
      });
    }
    expect(alerted).toEqual(expected);
    const pairs = Object.values(expected).flat().length;
    expect(pairs).toBeGreaterThan(100);
    // Decided in memory both ways, and by the filed extras and stock for the items asking for them.
    expect(verdicts.met).toBeGreaterThan(100);
    expect(verdicts.missed).toBeGreaterThan(100);
    expect(verdicts.filed).toBeGreaterThan(100);
  }, 300_000);
});
