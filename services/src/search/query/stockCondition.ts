// The stock filter on the publications read model (alias `p`): some stock line with units left, at
// one of the places, in one of the colours and sizes (case ignored for places and colours, sizes
// compared upper-cased).
import type { StockFilter } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import { allOf } from './extraConditions.ts';

type Condition = RawBuilder<boolean>;

/**
 * The stock keys a matching line carries (migration 0023, `search_stock_keys`): `p:place`,
 * `c:colour` and `s:SIZE`, joined with `|` in that order, one key for each combination of the
 * filter's values; none when the filter names none. Each line is filed under every combination of
 * its own, so the filters index finds the publications with such a line at once.
 */
export function stockKeys(stock: StockFilter): string[] {
  const dimensions = [
    stock.places.map((place) => `p:${place.toLowerCase()}`),
    stock.colors.map((color) => `c:${color.toLowerCase()}`),
    stock.sizes.map((size) => `s:${size}`),
  ].filter((values) => values.length > 0);
  if (dimensions.length === 0) return [];
  return dimensions.reduce<string[]>(
    (keys, values) => keys.flatMap((key) => values.map((value) => (key === '' ? value : `${key}|${value}`))),
    [''],
  );
}

/** Keys narrow through the index (units left are not in them); the line-by-line reading decides. */
export function stockCondition(stock: StockFilter): Condition {
  const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
  const tests = [
    sql<boolean>`coalesce((item->>'quantity')::numeric, 0) > 0`,
    ...(stock.places.length > 0 ? [sql<boolean>`lower(item->>'place') = ANY(${lower(stock.places)}::text[])`] : []),
    ...(stock.colors.length > 0 ? [sql<boolean>`lower(item->>'color') = ANY(${lower(stock.colors)}::text[])`] : []),
    ...(stock.sizes.length > 0 ? [sql<boolean>`upper(item->>'size') = ANY(${stock.sizes}::text[])`] : []),
  ];
  const keys = stockKeys(stock);
  return allOf([
    ...(keys.length > 0 ? [sql<boolean>`p.stock_keys && ${keys}::text[]`] : []),
    sql<boolean>`EXISTS (
      SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.extras->'stock') = 'array'
        THEN p.extras->'stock' ELSE '[]'::jsonb END) AS item
      WHERE ${allOf(tests)})`,
  ]);
}
