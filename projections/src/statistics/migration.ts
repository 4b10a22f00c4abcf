// The statistics read models (tables.ts). Facts are keyed so a report over a source and a range of
// days reads one index range.
import { type Kysely, type Migration, sql } from 'kysely';

export const statisticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`CREATE TABLE statistics_facts (
        source_type text NOT NULL, source_id text NOT NULL, metric text NOT NULL, day text NOT NULL,
        person_key text NOT NULL, subject_id text NOT NULL, events integer NOT NULL,
        PRIMARY KEY (source_type, source_id, metric, day, person_key, subject_id))`,
      sql`CREATE TABLE statistics_searches (
        search_id text PRIMARY KEY, owner_key text NOT NULL, group_id text, microsite_id text,
        shared boolean NOT NULL DEFAULT false)`,
      sql`CREATE TABLE statistics_publications (publication_id text PRIMARY KEY, owner_id text NOT NULL)`,
      sql`CREATE TABLE statistics_likes (
        search_id text NOT NULL, publication_id text NOT NULL, person_key text NOT NULL,
        PRIMARY KEY (search_id, publication_id, person_key))`,
      sql`CREATE TABLE statistics_leads (
        publication_id text NOT NULL, person_key text NOT NULL, search_id text NOT NULL,
        superliked_at timestamptz NOT NULL, contacted_at timestamptz,
        PRIMARY KEY (publication_id, person_key))`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
