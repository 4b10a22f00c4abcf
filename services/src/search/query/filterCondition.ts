// A whole filter item as one condition: its type, category, price in its currency, extras, stock,
// and (for types with an address) the search's places. Conditions inside an item combine with AND.
import type { SearchFilter, SearchPlace } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import { allOf, extraCondition } from './extraConditions.ts';
import { placeKeysCondition, placesCondition } from './placesCondition.ts';
import { stockCondition } from './stockCondition.ts';

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

/** The search's places as one item sees them: whether the item states the distance itself or the search does. */
export interface ItemPlaces {
  places: readonly SearchPlace[];
  shared: boolean;
}

function placeConditions(filter: SearchFilter, { places, shared }: ItemPlaces): Condition[] {
  if (places.length === 0) return [];
  const keys = placeKeysCondition(places, filter.category_id ?? filter.type_id);
  return [...(keys ? [keys] : []), ...(shared ? [] : [placesCondition(places)])];
}

export function filterCondition(filter: SearchFilter, places: ItemPlaces, catalogue: SearchCatalogue) {
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
  if (type.config.fields.includes('address')) conditions.push(...placeConditions(filter, places));
  return allOf(conditions);
}
