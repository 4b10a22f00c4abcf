// Migration 0027: a property search always names its operation, and a rent's prices never compare
// with a sale's (docs/decisions/operations.md), yet the price index leads with the type and the
// currency only. The cheapest pesos of a type are rents, its cheapest dollars temporary rents per
// night: the price bounds of a sale walked past them all and fell back to every match, and a count
// of the smallest market read every publication an extra matched, whatever its operation. This index
// leads with the market (type, operation, currency), ordered by price, and covers what a count tests:
// a market's counts, price bounds and price orders read it alone. Only publications that state an
// operation are in it (about half the catalogue: properties).
import { type Kysely, type Migration, sql } from 'kysely';
import { PRICE } from './searchStatisticsMigration.ts';
import { SEARCH_COLUMNS } from './searchWalkMigration.ts';

export const searchMarketsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX publications_search_market ON publications
      (type_id, operation, currency, (${sql.raw(PRICE)}) ASC NULLS LAST, id) INCLUDE (${SEARCH_COLUMNS})
      WHERE public AND operation IS NOT NULL`.execute(db);
  },
};
