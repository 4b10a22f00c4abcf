// Migration 0114: whether anyone liked or rejected a publication, by index. The alert percolator asks
// it first (services/src/alerts/alertedPublication.ts): a new publication nobody decided is alerted to
// every person found without testing each one's decisions (docs/decisions/instant-alerts.md).
import { type Kysely, type Migration, sql } from 'kysely';

export const alertDecidedPublicationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX search_decisions_decided_publications ON search_decisions (publication_id)
      WHERE "like" IS NOT NULL`.execute(db);
  },
};
