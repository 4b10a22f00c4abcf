// The price range of a search in one currency, ignoring the items' own price bounds (the slider
// shows it all). Each type's cheapest and dearest match is looked for a short way along its price
// index from each end, within the search's market when all its items of the type name one operation
// (the market index, migration 0027: a sale's cheapest pesos are never behind every rent's): with
// matches anything but rare, one turns up within a few publications. A type with none there has its
// range taken from all its matches, which the filter indexes find.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { PRICE } from './filterCondition.ts';
import { itemConditions, matching, ofTypes, type SearchQuery } from './searchConditions.ts';

/** Publications read from each end of a type's price index before its whole range is asked for. */
const PRICE_WALK_DEPTH = 150;

type Bound = 'min' | 'max';
type Bounds = { min: number | null; max: number | null };

function conditionsOf(query: SearchQuery, types: readonly string[], currency: string, lookups: boolean) {
  const narrowed = ofTypes(query, types);
  const items = itemConditions(narrowed, { ignorePrice: true, lookups });
  return sql<boolean>`${matching(narrowed, items)} AND p.currency = ${currency}`;
}

/** The operation every item of the type names, when the type has operations and they all name one. */
export function marketOperation(query: SearchQuery, type: string): string | null {
  if (!query.catalogue.type(type)?.config.fields.includes('operation')) return null;
  const items = query.criteria.filters.filter((filter) => filter.type_id === type);
  const operations = new Set(items.map((filter) => filter.operation));
  const [operation] = operations;
  return operations.size === 1 && operation ? operation : null;
}

function boundNear(query: SearchQuery, type: string, currency: string, bound: Bound): RawBuilder<unknown> {
  // Unpriced publications are never a bound; from the dearest end the price index is read backwards.
  const order = bound === 'min' ? sql`${PRICE} ASC, p.id ASC` : sql`${PRICE} DESC, p.id DESC`;
  // A group's portfolio and a microsite hold their users' shareable publications, public in their storefront or not.
  const sharedScope = query.scope.group_id !== null || query.scope.microsite_id !== null;
  const visible = sharedScope ? sql`p.shareable` : sql`p.public`;
  const operation = marketOperation(query, type);
  const market = operation === null ? sql`` : sql`AND p.operation = ${operation}`;
  return sql`(SELECT ${type}::uuid AS type_id, ${bound}::text AS bound, ${PRICE} AS price FROM (
      SELECT p.* FROM publications p
      WHERE ${visible} AND p.type_id = ${type} ${market} AND p.currency = ${currency} AND ${PRICE} IS NOT NULL
      ORDER BY ${order} LIMIT ${PRICE_WALK_DEPTH}) AS p
    WHERE ${conditionsOf(query, [type], currency, false)}
    ORDER BY ${order} LIMIT 1)`;
}

async function wholeRange(db: ReadModelDatabase, query: SearchQuery, types: string[], currency: string) {
  const { rows } = await sql<Bounds>`SELECT min(${PRICE}) AS min, max(${PRICE}) AS max FROM publications p
    WHERE ${conditionsOf(query, types, currency, true)}`.execute(db);
  return rows[0] ?? { min: null, max: null };
}

export async function priceBounds(db: ReadModelDatabase, query: SearchQuery, currency: string): Promise<Bounds> {
  const types = [...new Set(query.criteria.filters.map((filter) => filter.type_id))];
  if (types.length === 0) return { min: null, max: null };
  const ends = types.flatMap((type) =>
    (['min', 'max'] as const).map((bound) => boundNear(query, type, currency, bound)),
  );
  const { rows } = await sql<{
    type_id: string;
    bound: Bound;
    price: number;
  }>`${sql.join(ends, sql` UNION ALL `)}`.execute(db);
  const found = (type: string, bound: Bound) => rows.find((row) => row.type_id === type && row.bound === bound);
  const unfound = types.filter((type) => !found(type, 'min') || !found(type, 'max'));
  const prices = [
    ...rows.filter((row) => !unfound.includes(row.type_id)).map((row) => row.price),
    ...(unfound.length > 0 ? Object.values(await wholeRange(db, query, unfound, currency)) : []),
  ].filter((price): price is number => price !== null);
  return prices.length === 0 ? { min: null, max: null } : { min: Math.min(...prices), max: Math.max(...prices) };
}
