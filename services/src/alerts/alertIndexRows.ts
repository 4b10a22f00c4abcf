// The saved searches with alerts on as the in-memory percolator index holds them (alertIndex.ts),
// read from the alerts projection's tables (projections/src/alert): every item's type, category,
// operation, price band and place keys, every place with the numbers its distance test compares,
// the scope, and who gets the alerts (an account with alerts on that takes part in the search).
// Read whole when the index loads, and again for the searches a batch of the log touched.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';

export interface IndexedItem {
  searchId: string;
  /** Its search, set when the search is read whole. */
  search: IndexedSearch;
  typeId: string;
  categoryId: string | null;
  operation: string | null;
  currency: string | null;
  priceMin: number | null;
  priceMax: number | null;
  /**
   * Keys of (category or type, cell), as the publications' filters index files them, read as float8
   * (the same rounding on both sides: they only narrow); null: none.
   */
  placeKeys: number[] | null;
  /** Asks for extras or stock: their filed criteria decide it in SQL (filedItems.ts). */
  filed: boolean;
  item: number;
}

export interface IndexedPlace {
  latitude: number;
  longitude: number;
  kmPerDegreeLongitude: number;
  radiusSquared: number;
  wide: boolean;
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * A person to alert of a publication in one of their searches, as the percolator answers it: made
 * once when the search is read, not for every publication that finds it (thousands at a time).
 */
export interface AlertPair {
  search_id: string;
  user_id: string;
  /** Their name in the search's decisions (a claimed guest search keeps its guest key's). */
  participant_key: string;
}

export interface IndexedSearch {
  id: string;
  /** A group's portfolio or a microsite: only the search's own conditions decide it. */
  ownConditions: boolean;
  /** A storefront: one of this seller's publications. */
  scopeUserId: string | null;
  items: IndexedItem[];
  places: IndexedPlace[];
  /** Who gets its alerts, as the percolator answers them. */
  pairs: AlertPair[];
  /** Its number in the index, by which its items' columns name it (AlertIndex). */
  slot: number;
}

/** Every search with someone's alerts on, or only these. */
const alerted = (only: readonly string[] | null, column: RawBuilder<unknown>) =>
  only === null
    ? sql<boolean>`${column} IN (SELECT search_id FROM search_alerts)`
    : sql<boolean>`${column} = ANY(${only}::uuid[])`;

export async function readIndexedSearches(
  db: ReadModelDatabase,
  only: readonly string[] | null,
): Promise<IndexedSearch[]> {
  const [persons, searches, items, places] = await Promise.all([
    sql<{ search_id: string; user_id: string; participant_key: string }>`
      SELECT a.search_id, a.user_id, sp.participant_key FROM search_alerts a
      JOIN search_participants sp ON sp.search_id = a.search_id AND sp.user_id = a.user_id
      WHERE ${only === null ? sql`true` : alerted(only, sql`a.search_id`)}`.execute(db),
    sql<{ id: string; own_conditions: boolean; scope_user_id: string | null }>`
      SELECT id, group_id IS NOT NULL OR microsite_id IS NOT NULL AS own_conditions, scope_user_id
      FROM searches WHERE ${alerted(only, sql`id`)}`.execute(db),
    sql<{ search_id: string; item: number } & Record<string, unknown>>`
      SELECT f.search_id, f.item, f.type_id, f.category_id, f.operation, f.currency, f.price_min, f.price_max,
        f.place_keys::float8[] AS place_keys,
        EXISTS (SELECT 1 FROM search_alert_extras x WHERE x.search_id = f.search_id AND x.item = f.item)
          OR EXISTS (SELECT 1 FROM search_alert_stock st WHERE st.search_id = f.search_id AND st.item = f.item) AS filed
      FROM search_alert_filters f WHERE ${alerted(only, sql`f.search_id`)}`.execute(db),
    sql<{ search_id: string } & Record<string, unknown>>`
      SELECT * FROM search_alert_places WHERE ${alerted(only, sql`search_id`)} ORDER BY search_id, place`.execute(db),
  ]);
  const byId = new Map<string, IndexedSearch>();
  for (const row of searches.rows) {
    byId.set(row.id, {
      id: row.id,
      ownConditions: row.own_conditions,
      scopeUserId: row.scope_user_id,
      items: [],
      places: [],
      pairs: [],
      slot: -1,
    });
  }
  for (const row of persons.rows) {
    byId.get(row.search_id)?.pairs.push(row);
  }
  for (const row of items.rows) {
    const search = byId.get(row.search_id);
    search?.items.push(itemOf(row, search));
  }
  for (const row of places.rows) byId.get(row.search_id)?.places.push(placeOf(row));
  return [...byId.values()];
}

function itemOf(
  row: { search_id: string; item: number } & Record<string, unknown>,
  search: IndexedSearch,
): IndexedItem {
  return {
    searchId: row.search_id,
    search,
    item: row.item,
    typeId: row.type_id as string,
    categoryId: row.category_id as string | null,
    operation: row.operation as string | null,
    currency: row.currency as string | null,
    priceMin: row.price_min as number | null,
    priceMax: row.price_max as number | null,
    placeKeys: row.place_keys as number[] | null,
    filed: row.filed as boolean,
  };
}

function placeOf(row: Record<string, unknown>): IndexedPlace {
  return {
    latitude: row.latitude as number,
    longitude: row.longitude as number,
    kmPerDegreeLongitude: row.km_per_degree_longitude as number,
    radiusSquared: row.radius_squared as number,
    wide: row.wide as boolean,
    south: row.south as number,
    north: row.north as number,
    west: row.west as number,
    east: row.east as number,
  };
}
