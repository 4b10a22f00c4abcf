// Migration 0032: each search's consensus rule and the likes it needs among its participants
// (search_totals), and how many reject each publication (the unanimous rule's veto, the group's
// ranking). Existing searches keep the coincidence they always had: two likes or more.
import { type Kysely, type Migration, sql } from 'kysely';

export const swipeConsensusMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`ALTER TABLE search_totals
            ADD COLUMN consensus jsonb NOT NULL DEFAULT '{"kind":"at_least","k":2}',
            ADD COLUMN required_likes integer NOT NULL DEFAULT 2`,
      sql`ALTER TABLE search_publication_counts ADD COLUMN rejection_count integer NOT NULL DEFAULT 0`,
      sql`UPDATE search_publication_counts AS counts SET rejection_count = rejected.count
            FROM (SELECT search_id, publication_id, count(*)::int AS count FROM search_decisions
                  WHERE "like" IS FALSE GROUP BY search_id, publication_id) AS rejected
            WHERE counts.search_id = rejected.search_id AND counts.publication_id = rejected.publication_id`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
