// A whole filter item as one condition: its type, category, price in its currency, extras, stock,
// and (for types with an address) the search's places. Conditions inside an item combine with AND.
import type { SearchFilter, SearchPlace } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import { allOf, extraCondition } from './extraConditions.ts';
import { placeKeysCondition, placesCondition } from './placesCondition.ts';
import { stockCondition } from './stockCondition.ts';
import { typeLookedUp, typeTested } from './typeCondition.ts';

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

/** What an item is stated with besides itself. */
export interface ItemContext {
  catalogue: SearchCatalogue;
  places: readonly SearchPlace[];
  /** The search states the places' distance once for every item. */
  placesShared: boolean;
  /**
   * State the place keys the filters index looks up. They only narrow what the distance decides,
   * and testing them costs more than the distance, so a walk, which tests every publication it
   * reads anyway, leaves them out. (Stock keys stay: they turn most publications away sooner than
   * reading their stock lines.)
   */
  lookups: boolean;
  /** Let an index take the item's type (see typeCondition.ts). */
  typeIndexed: boolean;
}

function placeConditions(filter: SearchFilter, context: ItemContext): Condition[] {
  if (context.places.length === 0) return [];
  const keys = context.lookups ? placeKeysCondition(context.places, filter.category_id ?? filter.type_id) : null;
  return [...(keys ? [keys] : []), ...(context.placesShared ? [] : [placesCondition(context.places)])];
}

export function filterCondition(filter: SearchFilter, context: ItemContext) {
  const { catalogue } = context;
  const type = catalogue.type(filter.type_id);
  if (!type) return sql<boolean>`false`;
  const types = [filter.type_id];
  const conditions: Condition[] = [context.typeIndexed ? typeLookedUp(types) : typeTested(types)];
  if (filter.category_id !== null) conditions.push(sql<boolean>`p.categories @> ARRAY[${filter.category_id}]::uuid[]`);
  // A search never mixes operations: its prices, ranking, bounds and markers are one market's.
  if (filter.operation && type.config.fields.includes('operation'))
    conditions.push(sql<boolean>`p.operation = ${filter.operation}`);
  conditions.push(...priceCondition(filter));
  for (const [slug, value] of Object.entries(filter.extras)) {
    const extra = catalogue.extra(type, slug);
    conditions.push(extra ? extraCondition(extra, value) : sql<boolean>`false`);
  }
  if (filter.stock) conditions.push(stockCondition(filter.stock));
  if (type.config.fields.includes('address')) conditions.push(...placeConditions(filter, context));
  return allOf(conditions);
}
