// The people and the subjects of each group and microsite per metric and day
// (statistics_daily_people, statistics_daily_subjects), so a report's distinct people and subjects
// over a range are counted from one row per person (or subject) and day instead of from every fact
// (a microsite's sellers are many sources at once); filled from the facts already projected. A
// user's facts are few per day: its report counts them directly, and no keys are kept for it.
import { type Kysely, type Migration, sql } from 'kysely';

export const statisticsDailyKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE statistics_daily_people (
      source_type text NOT NULL, source_id text NOT NULL, metric text NOT NULL, day text NOT NULL,
      person_key text NOT NULL, PRIMARY KEY (source_type, source_id, metric, day, person_key))`.execute(db);
    await sql`CREATE TABLE statistics_daily_subjects (
      source_type text NOT NULL, source_id text NOT NULL, metric text NOT NULL, day text NOT NULL,
      subject_id text NOT NULL, PRIMARY KEY (source_type, source_id, metric, day, subject_id))`.execute(db);
    await sql`INSERT INTO statistics_daily_people (source_type, source_id, metric, day, person_key)
      SELECT DISTINCT source_type, source_id, metric, day, person_key FROM statistics_facts
      WHERE source_type <> 'user'`.execute(db);
    await sql`INSERT INTO statistics_daily_subjects (source_type, source_id, metric, day, subject_id)
      SELECT DISTINCT source_type, source_id, metric, day, subject_id FROM statistics_facts
      WHERE source_type <> 'user'`.execute(db);
  },
};

/** A user's days are counted from its facts when its report is read: statistics_daily keeps none. */
export const statisticsUserDaysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DELETE FROM statistics_daily WHERE source_type = 'user'`.execute(db);
  },
};
