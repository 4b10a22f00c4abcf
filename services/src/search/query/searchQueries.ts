// The queries every search screen runs over the publications read model: a batch of results, the
// count, the price bounds and the map markers, all inside the search's scope.
import { RESULT_COUNT_CAP, SEARCH_MARKERS_MAX, type SearchCriteria, type SearchScope } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import { allOf, anyOf } from './extraConditions.ts';
import { filterCondition, PRICE, placesCondition } from './filterCondition.ts';
import { orderBy } from './ranking.ts';
import { relevanceCandidates, relevanceWindow } from './relevanceWindow.ts';
import { scopeCondition } from './scopeCondition.ts';

export interface SearchQuery {
  criteria: SearchCriteria;
  scope: SearchScope;
  catalogue: SearchCatalogue;
}

/** Publications the person must not see again: the client's `except` list and what they already decided there. */
export interface Exclusions {
  except: readonly string[];
  /** Publications decided (liked or rejected) in this search by this participant, or by anyone when null. */
  decidedBy?: { searchId: string; participantKey: string | null };
}

function itemConditions(query: SearchQuery, ignorePrice = false): RawBuilder<boolean>[] {
  return query.criteria.filters.map((filter) =>
    filterCondition(ignorePrice ? { ...filter, amount: null } : filter, query.criteria.places, query.catalogue),
  );
}

function decidedCondition(decidedBy: Exclusions['decidedBy']): RawBuilder<boolean> {
  if (decidedBy === undefined) return sql<boolean>`true`;
  const participant = decidedBy.participantKey;
  const byParticipant = participant === null ? sql`true` : sql`d.participant_key = ${participant}`;
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM search_decisions d
    WHERE d.search_id = ${decidedBy.searchId} AND d.publication_id = p.id AND d."like" IS NOT NULL AND ${byParticipant})`;
}

function exclusionCondition(exclusions: Exclusions): RawBuilder<boolean> {
  const decided = decidedCondition(exclusions.decidedBy);
  if (exclusions.except.length === 0) return decided;
  return sql<boolean>`p.id <> ALL(${[...exclusions.except]}::uuid[]) AND ${decided}`;
}

/**
 * What every item asks for (one type; the places, when every item's type has an address), stated
 * once more outside the OR so the planner can use those indexes for the whole search.
 */
function sharedConditions(query: SearchQuery): RawBuilder<boolean>[] {
  const { filters, places } = query.criteria;
  const typeIds = new Set(filters.map((filter) => filter.type_id));
  const addressed = filters.every((filter) => query.catalogue.type(filter.type_id)?.config.fields.includes('address'));
  return [
    ...(typeIds.size === 1 ? [sql<boolean>`p.type_id = ${[...typeIds][0]}`] : []),
    ...(places.length > 0 && addressed ? [placesCondition(places)] : []),
  ];
}

function matching(query: SearchQuery, items: readonly RawBuilder<boolean>[]): RawBuilder<boolean> {
  return allOf([scopeCondition(query.scope), ...sharedConditions(query), anyOf(items)]);
}

/** The condition a batch is drawn from: relevance narrows it to what can reach the batch. */
async function batchCondition(
  db: ReadModelDatabase,
  query: SearchQuery,
  where: RawBuilder<boolean>,
  select: { limit: number; now: Date },
): Promise<RawBuilder<boolean>> {
  if (query.criteria.order !== 'relevance') return where;
  const items = query.criteria.filters.length;
  if (items === 1) return relevanceCandidates(where, select.limit, select.now);
  return relevanceWindow(db, where, select.limit, items);
}

/** Publications in order, `limit` of them. */
async function rankedRows<Row>(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions,
  select: { columns: RawBuilder<unknown>; extra: RawBuilder<boolean>; limit: number; now: Date },
): Promise<Row[]> {
  const items = itemConditions(query);
  const where = sql<boolean>`${matching(query, items)} AND ${select.extra} AND ${exclusionCondition(exclusions)}`;
  const { rows } = await sql<Row>`
    SELECT ${select.columns} FROM publications p
    WHERE ${await batchCondition(db, query, where, select)}
    ORDER BY ${orderBy(query.criteria.order, items, select.now)}
    LIMIT ${select.limit}`.execute(db);
  return rows;
}

export async function resultIds(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions,
  limit: number,
  now: Date,
): Promise<string[]> {
  const select = { columns: sql`p.id`, extra: sql<boolean>`true`, limit, now };
  const rows = await rankedRows<{ id: string }>(db, query, exclusions, select);
  return rows.map((row) => row.id);
}

/** Counts up to the cap only: the builder shows '+1000 resultados' past it. */
export async function countResults(
  db: ReadModelDatabase,
  query: SearchQuery,
  exclusions: Exclusions = { except: [] },
): Promise<{ count: number; capped: boolean }> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM (
      SELECT 1 FROM publications p WHERE ${matching(query, itemConditions(query))} AND ${exclusionCondition(exclusions)}
      LIMIT ${RESULT_COUNT_CAP + 1}
    ) AS found`.execute(db);
  const count = rows[0]?.count ?? 0;
  return { count: Math.min(count, RESULT_COUNT_CAP), capped: count > RESULT_COUNT_CAP };
}

/** The price range in one currency, ignoring the items' own price bounds (the slider shows it all). */
export async function priceBounds(
  db: ReadModelDatabase,
  query: SearchQuery,
  currency: string,
): Promise<{ min: number | null; max: number | null }> {
  const { rows } = await sql<{ min: number | null; max: number | null }>`
    SELECT min(${PRICE}) AS min, max(${PRICE}) AS max FROM publications p
    WHERE ${matching(query, itemConditions(query, true))} AND p.currency = ${currency}`.execute(db);
  return { min: rows[0]?.min ?? null, max: rows[0]?.max ?? null };
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
