// Relevance (ranking.ts) adds at most a few days to a publication's freshness, so a batch can be
// found without scoring every match of a broad search. The batch lies within the N newest matches
// (newestMatches.ts) plus the best N of the boosted ones (an active priority, or two filter items
// matched) published at most the largest boost before the N-th newest; anything else is outscored
// by all of the N newest. Types whose matches are rare are scored whole instead: the filter
// indexes find all of them anyway.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { prioritisedSince } from './coveredRows.ts';
import { bestOfAllMatches, byNewest, type Match, PRIORITY_EXPIRES_MS, walkNewest } from './newestMatches.ts';
import { FILTER_MATCH_BOOST_DAYS, multipleMatchCondition, PRIORITY_BOOST_DAYS, relevanceScore } from './ranking.ts';

const DAY_MS = 86_400_000;

export interface RelevanceSearch {
  /** Each item's type, in the items' order. */
  itemTypes: readonly string[];
  /** Whether its conditions read only what the newest-first walk carries. */
  walkable: boolean;
  /** How many matches the exclusions may pass over, at most (the client's `except`). */
  skipped: number;
  /**
   * What a publication of these types meets to match the search, and to be in the batch (not
   * excluded), with the items of those types.
   */
  narrowedTo(
    types: readonly string[],
    lookups: boolean,
  ): {
    matches: RawBuilder<boolean>;
    where: RawBuilder<boolean>;
    items: readonly RawBuilder<boolean>[];
  };
}

/** The most relevance can add to freshness, in days: a publication matches items of its own type only. */
export function largestBoostDays(itemTypes: readonly string[]): number {
  const itemsPerType = new Map<string, number>();
  for (const type of itemTypes) itemsPerType.set(type, (itemsPerType.get(type) ?? 0) + 1);
  return PRIORITY_BOOST_DAYS + FILTER_MATCH_BOOST_DAYS * (Math.max(1, ...itemsPerType.values()) - 1);
}

/**
 * Candidates for the batch. Types a walk serves: their N newest matches, and the best N boosted ones
 * that can still reach the batch. Types whose matches are rare: the best N by score of all their
 * matches, which the filter indexes find anyway.
 */
async function candidates(db: ReadModelDatabase, search: RelevanceSearch, limit: number, now: Date) {
  const newestSearch = {
    types: search.itemTypes,
    walkable: search.walkable,
    conditionsFor(types: readonly string[], lookups: boolean) {
      const { items, ...conditions } = search.narrowedTo(types, lookups);
      return { ...conditions, score: relevanceScore(items, now) };
    },
  };
  const { rows: walked, short } = await walkNewest(db, newestSearch, limit, search.skipped);
  const rare = short.length === 0 ? [] : await bestOfAllMatches(db, newestSearch, short, limit, 'score');
  const nth = [...walked].sort(byNewest)[limit - 1];
  if (!nth) return [...walked, ...rare];
  const walkedTypes = search.itemTypes.filter((type) => !short.includes(type));
  const since = new Date(Math.floor(nth.published_us / 1_000) - largestBoostDays(walkedTypes) * DAY_MS);
  return [...walked, ...rare, ...(await boostedSince(db, search, walkedTypes, since, limit, now))];
}

/**
 * The best N publications of the walked types since `since` that relevance lifts: an active
 * priority (from the covering prioritised index), or two items matched.
 */
async function boostedSince(
  db: ReadModelDatabase,
  search: RelevanceSearch,
  itemTypes: readonly string[],
  since: Date,
  limit: number,
  now: Date,
) {
  const best = (items: readonly RawBuilder<boolean>[]) =>
    sql`${relevanceScore(items, now)}::float8 AS score, ${PRIORITY_EXPIRES_MS} AS priority_expires_ms FROM`;
  const order = sql`ORDER BY score DESC, p.id LIMIT ${limit}`;
  const covered = search.narrowedTo(itemTypes, false);
  const prioritised = sql`(SELECT p.id, ${best(covered.items)} ${prioritisedSince(itemTypes, since, now)}
    WHERE ${covered.where} ${order})`;
  const indexed = search.narrowedTo(itemTypes, true);
  const multiple = multipleMatchCondition(indexed.items, itemTypes);
  const matchingSeveral = multiple
    ? [
        sql`(SELECT p.id, ${best(indexed.items)} publications p
          WHERE ${indexed.where} AND p.published_at >= ${since} AND ${multiple} ${order})`,
      ]
    : [];
  const { rows } = await sql<Match>`${sql.join([prioritised, ...matchingSeveral], sql` UNION ALL `)}`.execute(db);
  return rows;
}

/** A batch in its order, and until when (ms since 1970) that order holds. */
export interface OrderedBatch {
  ids: string[];
  /** The first end of an active priority among the ids (the only way time alone moves the order). */
  validUntil: number;
}

/** The batch's ids in relevance order (score, then id as the database orders uuids). */
export async function relevanceBatch(
  db: ReadModelDatabase,
  search: RelevanceSearch,
  limit: number,
  now: Date,
): Promise<OrderedBatch> {
  const unique = new Map((await candidates(db, search, limit, now)).map((row) => [row.id, row]));
  const batch = [...unique.values()]
    .sort((first, second) => second.score - first.score || (first.id < second.id ? -1 : 1))
    .slice(0, limit);
  const ends = batch.flatMap(({ priority_expires_ms: ends }) => (ends !== null && ends > now.getTime() ? [ends] : []));
  return { ids: batch.map((row) => row.id), validUntil: Math.floor(Math.min(Number.POSITIVE_INFINITY, ...ends)) };
}
