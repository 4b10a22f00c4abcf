// Migration 0023, from query plans at 100,000 publications (docs/decisions/search-performance.md):
// - A covering index for the newest-first walk of one type (services/src/search/query/newestWalk.ts):
//   every column a search condition reads, so walking never touches the table. Its predicate names
//   `published_at IS DISTINCT FROM '-infinity'`, true of every row, which only the walk states: the
//   planner rates a full scan of this index as cheap for any search, yet it costs a microsecond or
//   more per publication, so no other query may choose it.
// - Grid cells of a publication's place at three levels (0.01°, 0.1°, 1°) in the filters index with
//   categories and extras: a place becomes a few cell lookups the planner can estimate from the
//   cells' statistics (coordinates cluster around towns, which latitude and longitude apart hide).
//   The query side computes the same cells (services/src/search/query/placeCells.ts); only search's
//   raw SQL reads the column, so the publications table's typed row leaves it out.
// - The filters index leaves the type out: a type holds a third of the catalogue and its entry made
//   every lookup read tens of thousands of postings.
// - Indexes no query reads any more go: newest overall and per type (the walk), price per type
//   (0022's per currency), coordinates per type and the earth GiST (the cells).
import { type Kysely, type Migration, sql } from 'kysely';

const PLACE_CELLS_FUNCTION = sql`
  CREATE FUNCTION search_place_cells(latitude float8, longitude float8) RETURNS int8[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL ELSE ARRAY[
      10000000000 + floor((latitude + 90) * 100)::int8 * 100000 + floor((longitude + 180) * 100)::int8,
      20000000000 + floor((latitude + 90) * 10)::int8 * 100000 + floor((longitude + 180) * 10)::int8,
      30000000000 + floor((latitude + 90) * 1)::int8 * 100000 + floor((longitude + 180) * 1)::int8] END`;

export const searchWalkMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      PLACE_CELLS_FUNCTION,
      sql`ALTER TABLE publications ADD COLUMN place_cells int8[]
            GENERATED ALWAYS AS (search_place_cells(latitude, longitude)) STORED`,
      sql`ALTER TABLE publications ALTER COLUMN place_cells SET STATISTICS 1000`,
      sql`DROP INDEX IF EXISTS publications_filters`,
      sql`DROP INDEX IF EXISTS publications_search_type_coordinates`,
      sql`DROP INDEX IF EXISTS publications_search_newest`,
      sql`DROP INDEX IF EXISTS publications_newest`,
      sql`DROP INDEX IF EXISTS publications_type_amount`,
      sql`DROP INDEX IF EXISTS publications_place`,
      sql`CREATE INDEX publications_search_filters ON publications
            USING gin (categories, extras jsonb_path_ops, place_cells) WHERE public`,
      sql`CREATE INDEX publications_search_walk ON publications (type_id, published_at DESC, id)
            INCLUDE (categories, currency, amount, amount_sale, latitude, longitude, place_cells,
              priority_expires_at, extras)
            WHERE public AND published_at IS DISTINCT FROM '-infinity'`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
