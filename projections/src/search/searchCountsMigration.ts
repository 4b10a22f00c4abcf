// Migration 0024, from the search scenario's slow counts at 100,000 publications (docs/decisions/
// search-performance.md, "Counts read indexes only"): a count near a place, or within a price range,
// read each candidate from the table, a page of its own (up to 6,000 pages for one count). Both now
// have an index that covers every column a search condition reads, so a count never touches the table:
// - publications of a type by the row of 0.01° latitude they lie in (`place_row`), then longitude:
//   a place is one scan per row of its box, each between its box's longitudes (the id is covered
//   too, so a participant's remaining count leaves out what they decided without the table);
// - the price index a price range is counted from covers those columns too;
// - an index entry is only read alone on a page the visibility map marks all-visible, which vacuum
//   does: the publications table is vacuumed after 2 % of its rows changed or arrived, not the
//   default 20 % (20,000 new publications in a catalogue of 100,000 before the first).
import { type Kysely, type Migration, sql } from 'kysely';
import { PRICE } from './searchStatisticsMigration.ts';
import { SEARCH_COLUMNS } from './searchWalkMigration.ts';

/** Rows of latitude per degree (`place_row`); the query side states its rows with the same. */
export const PLACE_ROWS_PER_DEGREE = 100;

export const searchCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`ALTER TABLE publications ADD COLUMN place_row int4
            GENERATED ALWAYS AS (floor((latitude + 90) * ${sql.lit(PLACE_ROWS_PER_DEGREE)})::int4) STORED`,
      sql`ALTER TABLE publications ALTER COLUMN place_row SET STATISTICS 1000`,
      sql`CREATE INDEX publications_search_place ON publications (type_id, place_row, longitude)
            INCLUDE (id, ${SEARCH_COLUMNS}) WHERE public AND place_row IS NOT NULL`,
      sql`DROP INDEX publications_search_price_asc`,
      sql`CREATE INDEX publications_search_price_asc ON publications
            (type_id, currency, (${sql.raw(PRICE)}) ASC NULLS LAST, id) INCLUDE (${SEARCH_COLUMNS}) WHERE public`,
      sql`ALTER TABLE publications SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
