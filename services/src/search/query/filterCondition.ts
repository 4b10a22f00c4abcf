// A whole filter item as one condition: its type, category, price in its currency, extras, stock,
// and (for types with an address) the places it is given. Conditions inside an item combine with AND.
import type { SearchFilter, SearchPlace, StockFilter } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import { allOf, anyOf, extraCondition } from './extraConditions.ts';
import { placesCondition } from './placesCondition.ts';

type Condition = RawBuilder<boolean>;

/** The price a buyer pays; the same expression as the price index of migration 0020_searches. */
export const PRICE = sql.raw('coalesce(p.amount_sale, p.amount)');

function priceCondition(filter: SearchFilter): Condition[] {
  if (filter.currency === null) return [];
  const conditions = [sql<boolean>`p.currency = ${filter.currency}`];
  const { min = null, max = null } = filter.amount ?? {};
  if (min !== null) conditions.push(sql<boolean>`${PRICE} >= ${min}`);
  if (max !== null) conditions.push(sql<boolean>`${PRICE} <= ${max}`);
  return conditions;
}

/**
 * Stock lines of one of the sizes, as jsonb containment the extras GIN index answers: a cheap
 * first cut before each line is read. Sizes are stored upper-cased; places and colours keep the
 * seller's spelling, so only the line-by-line reading below can compare them.
 */
function stockSizes(sizes: readonly string[]): Condition[] {
  if (sizes.length === 0) return [];
  return [
    anyOf(
      sizes.map(
        (size) => sql<boolean>`p.extras @> ${JSON.stringify({ stock: [{ size: size.toUpperCase() }] })}::jsonb`,
      ),
    ),
  ];
}

/** Some stock line with units left, at one of the places, in one of the colours and sizes. */
function stockCondition(stock: StockFilter): Condition {
  const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
  const tests = [
    sql<boolean>`coalesce((item->>'quantity')::numeric, 0) > 0`,
    ...(stock.places.length > 0 ? [sql<boolean>`lower(item->>'place') = ANY(${lower(stock.places)}::text[])`] : []),
    ...(stock.colors.length > 0 ? [sql<boolean>`lower(item->>'color') = ANY(${lower(stock.colors)}::text[])`] : []),
    ...(stock.sizes.length > 0 ? [sql<boolean>`upper(item->>'size') = ANY(${stock.sizes}::text[])`] : []),
  ];
  return allOf([
    ...stockSizes(stock.sizes),
    sql<boolean>`EXISTS (
    SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.extras->'stock') = 'array'
      THEN p.extras->'stock' ELSE '[]'::jsonb END) AS item
    WHERE ${allOf(tests)})`,
  ]);
}

export function filterCondition(filter: SearchFilter, places: readonly SearchPlace[], catalogue: SearchCatalogue) {
  const type = catalogue.type(filter.type_id);
  if (!type) return sql<boolean>`false`;
  const conditions: Condition[] = [sql<boolean>`p.type_id = ${filter.type_id}`];
  if (filter.category_id !== null) conditions.push(sql<boolean>`p.categories @> ARRAY[${filter.category_id}]::uuid[]`);
  conditions.push(...priceCondition(filter));
  for (const [slug, value] of Object.entries(filter.extras)) {
    const extra = catalogue.extra(type, slug);
    conditions.push(extra ? extraCondition(extra, value) : sql<boolean>`false`);
  }
  if (filter.stock) conditions.push(stockCondition(filter.stock));
  if (places.length > 0 && type.config.fields.includes('address')) conditions.push(placesCondition(places));
  return allOf(conditions);
}
