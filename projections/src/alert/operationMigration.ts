// Migration 0113: a saved search's item names its operation (docs/decisions/operations.md); an alert
// offers only publications of that operation. Null: the item names none and every operation fits.
import { type Kysely, type Migration, sql } from 'kysely';

export const alertOperationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE search_alert_filters ADD COLUMN operation text`.execute(db);
  },
};
