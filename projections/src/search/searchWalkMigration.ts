// Migration 0023, from query plans at 100,000 publications (docs/decisions/search-performance.md):
// - A covering index for the newest-first walk of one type (services/src/search/query/newestWalk.ts):
//   every column a search condition reads, so walking never touches the table. Its predicate names
//   `published_at IS DISTINCT FROM '-infinity'`, true of every row, which only the walk states: the
//   planner rates a full scan of this index as cheap for any search, yet it costs a microsecond or
//   more per publication, so no other query may choose it.
// - Publications with a priority, newest first per type, covering the same columns: relevance reads
//   the boosted ones of a window without touching the table (it replaces 0021's).
// - Place keys in the filters index with categories and extras: a publication's grid cell at three
//   levels (0.01°, 0.1°, 1°), joined with its type and with each of its categories, so a place is a
//   few lookups that find flats in Palermo and nothing else, and the keys' statistics tell the
//   planner how many publications a place holds (coordinates cluster around towns, which latitude
//   and longitude apart hide). The query side computes the same keys
//   (services/src/search/query/placeCells.ts); only search's raw SQL reads the column, so the
//   publications table's typed row leaves it out.
// - Stock keys in the filters index: each stock line filed under every combination of its place,
//   colour (lower-cased) and size (upper-cased), so a stock filter is a lookup rather than a read of
//   every line of every publication with one of the sizes (units left are checked line by line).
// - The filters index leaves the type out: a type holds a third of the catalogue and its entry made
//   every lookup read tens of thousands of postings.
// - Indexes no query reads any more go: newest overall and per type (the walk), price per type
//   (0022's per currency), coordinates per type and the earth GiST (the place keys).
import { type Kysely, type Migration, sql } from 'kysely';

const PLACE_CELLS_FUNCTION = sql`
  CREATE FUNCTION search_place_cells(latitude float8, longitude float8) RETURNS int8[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE ARRAY[
      10000000000 + floor((latitude + 90) * 100)::int8 * 100000 + floor((longitude + 180) * 100)::int8,
      20000000000 + floor((latitude + 90) * 10)::int8 * 100000 + floor((longitude + 180) * 10)::int8,
      30000000000 + floor((latitude + 90) * 1)::int8 * 100000 + floor((longitude + 180) * 1)::int8] END`;

const PLACE_KEYS_FUNCTION = sql`
  CREATE FUNCTION search_place_keys(type_id uuid, categories uuid[], latitude float8, longitude float8)
    RETURNS int8[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (SELECT array_agg(('x' || left(md5(id::text || ':' || cell::text), 16))::bit(64)::int8)
      FROM unnest(array_prepend(type_id, categories)) AS id, unnest(search_place_cells(latitude, longitude)) AS cell)`;

const STOCK_KEYS_FUNCTION = sql`
  CREATE FUNCTION search_stock_keys(extras jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (SELECT array_agg(DISTINCT key) FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof(extras->'stock') = 'array' THEN extras->'stock' ELSE '[]'::jsonb END) AS item,
      LATERAL (SELECT 'p:' || lower(item->>'place') AS place, 'c:' || lower(item->>'color') AS color,
        's:' || upper(item->>'size') AS size) AS line,
      unnest(ARRAY[place, color, size, place || '|' || color, place || '|' || size, color || '|' || size,
        place || '|' || color || '|' || size]) AS key
      WHERE key IS NOT NULL)`;

/** Every column a search condition, score or order reads, but the full text and the place keys (a walk tests the distance). */
export const SEARCH_COLUMNS = sql.raw(`categories, currency, amount, amount_sale, latitude, longitude, stock_keys,
  priority_expires_at, extras`);

export const searchWalkMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      PLACE_CELLS_FUNCTION,
      PLACE_KEYS_FUNCTION,
      STOCK_KEYS_FUNCTION,
      sql`ALTER TABLE publications
            ADD COLUMN place_keys int8[] GENERATED ALWAYS AS (search_place_keys(type_id, categories, latitude, longitude)) STORED,
            ADD COLUMN stock_keys text[] GENERATED ALWAYS AS (search_stock_keys(extras)) STORED`,
      sql`ALTER TABLE publications ALTER COLUMN place_keys SET STATISTICS 1000`,
      sql`DROP INDEX IF EXISTS publications_filters`,
      sql`DROP INDEX IF EXISTS publications_search_type_coordinates`,
      sql`DROP INDEX IF EXISTS publications_search_newest`,
      sql`DROP INDEX IF EXISTS publications_search_prioritised`,
      sql`DROP INDEX IF EXISTS publications_newest`,
      sql`DROP INDEX IF EXISTS publications_type_amount`,
      sql`DROP INDEX IF EXISTS publications_place`,
      sql`CREATE INDEX publications_search_filters ON publications
            USING gin (categories, extras jsonb_path_ops, place_keys, stock_keys) WHERE public`,
      sql`CREATE INDEX publications_search_walk ON publications (type_id, published_at DESC, id)
            INCLUDE (${SEARCH_COLUMNS}) WHERE public AND published_at IS DISTINCT FROM '-infinity'`,
      sql`CREATE INDEX publications_search_prioritised ON publications (type_id, published_at DESC, id)
            INCLUDE (${SEARCH_COLUMNS}) WHERE public AND priority_expires_at IS NOT NULL`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
