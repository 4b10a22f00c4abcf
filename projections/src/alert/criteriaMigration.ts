// Migration 0112: the extras and stock of every saved search's items, filed so the alert percolator
// decides every candidate of the platform's or a storefront's scope in one statement
// (docs/decisions/instant-alerts.md). The alerts projection is rebuilt from the log (its tables
// emptied, its checkpoint dropped) so every search is filed with them.
import { type Kysely, type Migration, sql } from 'kysely';
import { rebuildFromLog } from '../runner/rebuildFromLog.ts';

export const alertCriteriaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE search_alert_extras (
      search_id uuid NOT NULL, item integer NOT NULL, slug text NOT NULL,
      number_test text NOT NULL, number_path text, contains_any jsonb[] NOT NULL, contains_all jsonb NOT NULL,
      wants_true boolean NOT NULL, words text[] NOT NULL,
      PRIMARY KEY (search_id, item, slug))`.execute(db);
    await sql`CREATE TABLE search_alert_stock (
      search_id uuid NOT NULL, item integer NOT NULL,
      places text[] NOT NULL, colors text[] NOT NULL, sizes text[] NOT NULL,
      PRIMARY KEY (search_id, item))`.execute(db);
    await sql`ALTER TABLE search_alert_filters DROP COLUMN needs_full_check`.execute(db);
    await rebuildFromLog(db, 'alerts', ['search_alerts', 'search_alert_filters', 'search_alert_places']);
  },
};
