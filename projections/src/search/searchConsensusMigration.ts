// Migration 0025: the consensus rule each search's owner chose, shown in the search's options.
import { type Kysely, type Migration, sql } from 'kysely';

export const searchConsensusMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE searches ADD COLUMN consensus jsonb NOT NULL DEFAULT '{"kind":"at_least","k":2}'`.execute(db);
  },
};
