// Migration 0033: a participant's rejects by publication, so each search leaves out at once what
// they discarded in their other searches of the same scope (issue 26, "Discarded stays discarded").
import { type Kysely, type Migration, sql } from 'kysely';

export const swipeDiscardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX search_decisions_discards ON search_decisions (participant_key, publication_id)
      WHERE "like" IS FALSE`.execute(db);
  },
};
