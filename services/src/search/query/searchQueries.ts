// The queries every search screen runs over the publications read model: a batch of results, the
// count, the price bounds and the map markers, all inside the search's scope. (One query per
// filter item, merged, was measured too: each item then read its own large category, twice the
// work of one OR.)
import { RESULT_COUNT_CAP, SEARCH_MARKERS_MAX } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { newestMatches } from './newestMatches.ts';
import { orderBy } from './ranking.ts';
import { type OrderedBatch, relevanceBatch } from './relevanceWindow.ts';
import {
  coveredMatching,
  coveredMatchingEachPlace,
  type Exclusions,
  exclusionCondition,
  itemConditions,
  matching,
  ofTypes,
  type SearchQuery,
  walkable,
} from './searchConditions.ts';

export { priceBounds } from './priceBounds.ts';
export type { Exclusions, SearchQuery } from './searchConditions.ts';

type Select = { columns: RawBuilder<unknown>; extra: RawBuilder<boolean>; limit: number; now: Date };

/**
 * The ids of a batch in relevance or newest order, found newest first (newestMatches.ts), and until
 * when the order holds; null for the price orders, which their price indexes serve as they are.
 */
async function newestFirstIds(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: { where: RawBuilder<boolean>; skipped: number },
  limit: number,
  now: Date,
): Promise<OrderedBatch | null> {
  const { where, skipped } = exclusions;
  const narrowedTo = (types: readonly string[], lookups: boolean) => {
    const narrowed = ofTypes(query, types);
    // The newest-first orders walk the types, or find rare matches through the filters index: a
    // lookup of the type helps neither.
    const items = itemConditions(narrowed, { lookups, typeIndexed: false });
    const matches = matching(narrowed, items, false);
    return { matches, where: sql<boolean>`${matches} AND ${where}`, items };
  };
  const itemTypes = query.criteria.filters.map((filter) => filter.type_id);
  if (query.criteria.order === 'relevance') {
    return relevanceBatch(db, { itemTypes, walkable: walkable(query), skipped, narrowedTo }, limit, now);
  }
  if (query.criteria.order !== 'newest') return null;
  const search = {
    types: itemTypes,
    walkable: walkable(query),
    conditionsFor: (types: readonly string[], lookups: boolean) => ({
      ...narrowedTo(types, lookups),
      score: sql<number>`0`,
    }),
  };
  const ids = (await newestMatches(db, search, limit, skipped)).map((match) => match.id);
  return { ids, validUntil: Number.POSITIVE_INFINITY };
}

/** Publications in order, `limit` of them; newest-first orders find the batch by id, the rows follow in that order. */
async function rankedRows<Row extends { id: string }>(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions,
  select: Select,
): Promise<Row[]> {
  const extra = sql<boolean>`${select.extra} AND ${exclusionCondition(exclusions)}`;
  const skipped = exclusions.except.length;
  const ids = (await newestFirstIds(db, query, { where: extra, skipped }, select.limit, select.now))?.ids;
  if (ids) {
    if (ids.length === 0) return [];
    const { rows } =
      await sql<Row>`SELECT ${select.columns} FROM publications p WHERE p.id = ANY(${ids}::uuid[])`.execute(db);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  return priceOrderedRows<Row>(db, query, { ...select, extra });
}

/** The price orders, which their price indexes serve as they are. */
async function priceOrderedRows<Row>(db: ReadModelDatabase, query: SearchQuery, select: Select): Promise<Row[]> {
  const items = itemConditions(query);
  const { rows } = await sql<Row>`
    SELECT ${select.columns} FROM publications p WHERE ${matching(query, items)} AND ${select.extra}
    ORDER BY ${orderBy(query.criteria.order, items, select.now)}
    LIMIT ${select.limit}`.execute(db);
  return rows;
}

/** The batch's ids in the search's order, and until when that order holds (a price order: always). */
export async function orderedIds(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions,
  limit: number,
  now: Date,
): Promise<OrderedBatch> {
  const where = exclusionCondition(exclusions);
  const batch = await newestFirstIds(db, query, { where, skipped: exclusions.except.length }, limit, now);
  if (batch) return batch;
  const rows = await priceOrderedRows<{ id: string }>(db, query, { columns: sql`p.id`, extra: where, limit, now });
  return { ids: rows.map((row) => row.id), validUntil: Number.POSITIVE_INFINITY };
}

export async function resultIds(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions,
  limit: number,
  now: Date,
): Promise<string[]> {
  return (await orderedIds(db, query, exclusions, limit, now)).ids;
}

/**
 * Counts up to the cap only: the builder shows '+1000 resultados' past it. Stated for the covering
 * indexes (place, price, market): a count near places or within a price range reads no table page,
 * however many candidates it tests; near several places, each place's rows are read on their own.
 */
export async function countResults(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions = { except: [] },
): Promise<{ count: number; capped: boolean }> {
  const cap = RESULT_COUNT_CAP + 1;
  const found = (condition: RawBuilder<boolean>) =>
    sql`SELECT 1 FROM publications p WHERE ${condition} AND ${exclusionCondition(exclusions)} LIMIT ${cap}`;
  const eachPlace = coveredMatchingEachPlace(query);
  const counted = eachPlace
    ? sql`${sql.join(
        eachPlace.map((condition) => sql`(${found(condition)})`),
        sql` UNION ALL `,
      )} LIMIT ${cap}`
    : found(coveredMatching(query));
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM (${counted}) AS found`.execute(db);
  const count = rows[0]?.count ?? 0;
  return { count: Math.min(count, RESULT_COUNT_CAP), capped: count > RESULT_COUNT_CAP };
}

export interface MarkerRow {
  id: string;
  latitude: number;
  longitude: number;
  amount: number | null;
  amount_sale: number | null;
  currency: 'ARS' | 'USD';
}

export async function markerRows(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions,
  now: Date,
): Promise<MarkerRow[]> {
  const columns = sql`p.id, p.latitude, p.longitude, p.amount, p.amount_sale, p.currency`;
  const select = { columns, extra: sql<boolean>`p.latitude IS NOT NULL`, limit: SEARCH_MARKERS_MAX, now };
  return rankedRows<MarkerRow>(db, query, exclusions, select);
}

/** Whether the search finds this publication (a card opened from the map). */
export async function searchFinds(db: ReadModelDatabase, query: SearchQuery, publicationId: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    SELECT p.id FROM publications p
    WHERE p.id = ${publicationId} AND ${matching(query, itemConditions(query))}`.execute(db);
  return rows.length > 0;
}

/** Which of `publicationIds` the search finds (a group portfolio page: how many group searches each matches). */
export async function matchingAmong(
  db: ReadModelDatabase,
  query: SearchQuery,
  publicationIds: readonly string[],
): Promise<string[]> {
  if (publicationIds.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    SELECT p.id FROM publications p
    WHERE p.id = ANY(${publicationIds}::uuid[]) AND ${matching(query, itemConditions(query))}`.execute(db);
  return rows.map((row) => row.id);
}
