// Migration 0111: what the alert percolator needs to decide most candidates in one statement
// (docs/decisions/instant-alerts.md): whether an item asks for extras or stock, and each search's
// places with the numbers its distance condition compares. The alerts projection is rebuilt from
// the log (its tables emptied, its checkpoint dropped) so every search is filed with them.
import { type Kysely, type Migration, sql } from 'kysely';
import { rebuildFromLog } from '../runner/rebuildFromLog.ts';

export const alertDecisionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE search_alert_filters ADD COLUMN needs_full_check boolean NOT NULL DEFAULT true`.execute(db);
    await db.schema
      .createTable('search_alert_places')
      .addColumn('search_id', 'uuid', (column) => column.notNull())
      .addColumn('place', 'integer', (column) => column.notNull())
      .addColumn('latitude', 'float8', (column) => column.notNull())
      .addColumn('longitude', 'float8', (column) => column.notNull())
      .addColumn('km_per_degree_longitude', 'float8', (column) => column.notNull())
      .addColumn('radius_squared', 'float8', (column) => column.notNull())
      .addColumn('wide', 'boolean', (column) => column.notNull())
      .addColumn('south', 'float8', (column) => column.notNull())
      .addColumn('north', 'float8', (column) => column.notNull())
      .addColumn('west', 'float8', (column) => column.notNull())
      .addColumn('east', 'float8', (column) => column.notNull())
      .addPrimaryKeyConstraint('search_alert_places_pkey', ['search_id', 'place'])
      .execute();
    await rebuildFromLog(db, 'alerts', ['search_alerts', 'search_alert_filters']);
  },
};
