// Migration 0028: the place index carries the publication date too. A narrow search near a place in
// a large type (flats for rent around Palermo) reads every match in the places' boxes and keeps the
// newest: the index covered every column its conditions read but the date its order needs, so each
// match was a table page read on its own (14,502 pages to keep 3,380 at 1,000,000 publications).
// Covered, the matches come from the index alone once the table's pages are marked all-visible (a
// vacuum: autovacuum after a rebuild's inserts, or the benchmark's settling). The definition is
// 0026's with `published_at` added to what it carries.
import { type Kysely, type Migration, sql } from 'kysely';
import { SEARCH_COLUMNS } from './searchWalkMigration.ts';

export const searchPlacePublishedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS publications_search_place`.execute(db);
    await sql`CREATE INDEX publications_search_place ON publications (type_id, place_row, longitude)
      INCLUDE (id, ${SEARCH_COLUMNS}, operation, published_at) WHERE public AND place_row IS NOT NULL`.execute(db);
  },
};
