// What a search means, in the plainest SQL its conditions make: every condition tested on every
// publication (no place keys looked up, no type index, no walk, no covering rows, no remembered
// order, no price walk). The reference the fast paths of searchQueries.ts must equal.
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { PRICE } from '../query/filterCondition.ts';
import { orderBy } from '../query/ranking.ts';
import { itemConditions, matching } from '../query/searchConditions.ts';
import type { SearchQuery } from '../query/searchQueries.ts';

function plainMatch(query: SearchQuery, ignorePrice = false) {
  const items = itemConditions(query, { lookups: false, typeIndexed: false, ignorePrice });
  return { items, where: matching(query, items, false) };
}

/** The first `limit` matches in the search's order. */
export async function referenceIds(
  db: ReadModelDatabase,
  query: SearchQuery,
  limit: number,
  now: Date,
  options: { withCoordinates?: boolean } = {},
): Promise<string[]> {
  const { items, where } = plainMatch(query);
  const located = options.withCoordinates ? sql`AND p.latitude IS NOT NULL` : sql``;
  const { rows } = await sql<{ id: string }>`SELECT p.id FROM publications p WHERE ${where} ${located}
    ORDER BY ${orderBy(query.criteria.order, items, now)} LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/** Which of `publicationIds` the search finds. */
export async function referenceFound(
  db: ReadModelDatabase,
  query: SearchQuery,
  publicationIds: readonly string[],
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`SELECT p.id FROM publications p
    WHERE p.id = ANY(${[...publicationIds]}::uuid[]) AND ${plainMatch(query).where}`.execute(db);
  return rows.map((row) => row.id);
}

export async function referenceCount(db: ReadModelDatabase, query: SearchQuery): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM publications p
    WHERE ${plainMatch(query).where}`.execute(db);
  return rows[0]?.count ?? 0;
}

/** The cheapest and dearest buyer's price in `currency`, the items' own price bounds left out. */
export async function referencePrices(db: ReadModelDatabase, query: SearchQuery, currency: string) {
  const { rows } = await sql<{ min: number | null; max: number | null }>`
    SELECT min(${PRICE}) AS min, max(${PRICE}) AS max FROM publications p
    WHERE ${plainMatch(query, true).where} AND p.currency = ${currency}`.execute(db);
  return rows[0] ?? { min: null, max: null };
}
