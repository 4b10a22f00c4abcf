// Migration 0026: searches of properties always name one operation (docs/decisions/operations.md),
// so every index a search reads alone covers the operation too: a walk, a place scan, a price order
// and the price bounds test it without touching the table. The definitions are 0023's and 0024's
// with `operation` added to what they carry, and the planner learns how operations spread over types.
import { type Kysely, type Migration, sql } from 'kysely';
import { PRICE } from './searchStatisticsMigration.ts';
import { SEARCH_COLUMNS } from './searchWalkMigration.ts';

export const searchOperationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`DROP INDEX IF EXISTS publications_search_walk`,
      sql`DROP INDEX IF EXISTS publications_search_prioritised`,
      sql`DROP INDEX IF EXISTS publications_search_place`,
      sql`DROP INDEX IF EXISTS publications_search_price_asc`,
      sql`CREATE INDEX publications_search_walk ON publications (type_id, published_at DESC, id)
            INCLUDE (${SEARCH_COLUMNS}, operation) WHERE public AND published_at IS DISTINCT FROM '-infinity'`,
      sql`CREATE INDEX publications_search_prioritised ON publications (type_id, published_at DESC, id)
            INCLUDE (${SEARCH_COLUMNS}, operation) WHERE public AND priority_expires_at IS NOT NULL`,
      sql`CREATE INDEX publications_search_place ON publications (type_id, place_row, longitude)
            INCLUDE (id, ${SEARCH_COLUMNS}, operation) WHERE public AND place_row IS NOT NULL`,
      sql`CREATE INDEX publications_search_price_asc ON publications
            (type_id, currency, (${sql.raw(PRICE)}) ASC NULLS LAST, id) INCLUDE (${SEARCH_COLUMNS}, operation) WHERE public`,
      sql`CREATE STATISTICS publications_search_type_operation (mcv) ON type_id, operation, currency FROM publications`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
