// Migration 0022, from the benchmark's query plans at 100,000 publications:
// - price orders compare like with like (pesos, then dollars), so the price indexes lead with the
//   currency and serve the price bounds too;
// - coordinates per type: a place's box inside one type (each filter item names its type);
// - statistics the planner lacked: the buyer's price as an expression (a price range was guessed at
//   0.5 % of rows), and how currencies spread over types (homes are mostly priced in dollars).
import { type Kysely, type Migration, sql } from 'kysely';

/** The price a buyer pays, as the price indexes and statistics read it. */
export const PRICE = 'coalesce(amount_sale, amount)';

export const searchStatisticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`DROP INDEX IF EXISTS publications_search_price`,
      sql`DROP INDEX IF EXISTS publications_search_price_up`,
      sql`DROP INDEX IF EXISTS publications_search_price_down`,
      sql`DROP INDEX IF EXISTS publications_search_coordinates`,
      sql`CREATE INDEX publications_search_price_asc ON publications
            (type_id, currency, (${sql.raw(PRICE)}) ASC NULLS LAST, id) WHERE public`,
      sql`CREATE INDEX publications_search_price_desc ON publications
            (type_id, currency, (${sql.raw(PRICE)}) DESC NULLS LAST, id) WHERE public`,
      sql`CREATE INDEX publications_search_type_coordinates ON publications (type_id, latitude, longitude)
            WHERE public AND latitude IS NOT NULL`,
      sql`CREATE STATISTICS publications_search_price_statistics ON (${sql.raw(PRICE)}) FROM publications`,
      sql`CREATE STATISTICS publications_search_type_currency (mcv) ON type_id, currency FROM publications`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
