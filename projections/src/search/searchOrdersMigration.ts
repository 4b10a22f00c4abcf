// Migration 0021: what the search queries measured at 100,000 publications asked for.
// - Coordinates in a plain btree: a place's box on latitude and longitude, which the planner
//   estimates from column statistics (a GiST box on a cube gets a fixed guess of a few rows, so it
//   was chosen even for a province and then read tens of thousands of rows).
// - Price orders per type in both directions, unpriced publications last.
// - Publications with a priority, newest first per type: relevance reads them apart.
import { type Kysely, type Migration, sql } from 'kysely';

const PRICE = 'coalesce(amount_sale, amount)';

export const searchOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`DROP INDEX IF EXISTS publications_search_priority`,
      sql`CREATE INDEX publications_search_coordinates ON publications (latitude, longitude)
            WHERE public AND latitude IS NOT NULL`,
      sql`CREATE INDEX publications_search_price_up ON publications
            (type_id, (${sql.raw(PRICE)}) ASC NULLS LAST, id) WHERE public`,
      sql`CREATE INDEX publications_search_price_down ON publications
            (type_id, (${sql.raw(PRICE)}) DESC NULLS LAST, id) WHERE public`,
      sql`CREATE INDEX publications_search_prioritised ON publications (type_id, published_at DESC, id)
            WHERE public AND priority_expires_at IS NOT NULL`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
