// Daily totals per source and metric (statistics_daily), so a report's day-by-day series reads one
// row per day instead of counting the facts again; filled from the facts already projected. And the
// indexes the funnel's leads of one source are found by (a seller's publications, a group's or a
// microsite's searches), which read every lead before.
import { type Kysely, type Migration, sql } from 'kysely';

export const statisticsDailyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE statistics_daily (
      source_type text NOT NULL, source_id text NOT NULL, metric text NOT NULL, day text NOT NULL,
      people integer NOT NULL, events integer NOT NULL, items integer NOT NULL,
      PRIMARY KEY (source_type, source_id, metric, day))`.execute(db);
    await sql`INSERT INTO statistics_daily (source_type, source_id, metric, day, people, events, items)
      SELECT source_type, source_id, metric, day, count(DISTINCT person_key), sum(events), count(DISTINCT subject_id)
      FROM statistics_facts GROUP BY source_type, source_id, metric, day`.execute(db);
    await sql`CREATE INDEX statistics_publications_owner ON statistics_publications (owner_id)`.execute(db);
    await sql`CREATE INDEX statistics_searches_group ON statistics_searches (group_id) WHERE group_id IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX statistics_searches_microsite ON statistics_searches (microsite_id)
      WHERE microsite_id IS NOT NULL`.execute(db);
    await sql`CREATE INDEX statistics_leads_search ON statistics_leads (search_id)`.execute(db);
  },
};
