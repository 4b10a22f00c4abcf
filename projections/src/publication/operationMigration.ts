// Migration 0012: what a property is offered for (sale, rent, temporary rent) and what its price
// pays for (a month, a night), null for types that do not ask (docs/decisions/operations.md).
import { type Kysely, type Migration, sql } from 'kysely';

export const publicationOperationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE publications ADD COLUMN operation text, ADD COLUMN price_period text`.execute(db);
  },
};
