import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The admin users list (bench/adminUsers.ts): live accounts newest first, and text search over
 * name and e-mail folded as services' foldedContains folds them (trigram indexes serve its LIKE).
 */
export const adminUserListMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX users_live_by_creation ON users (created_at DESC, id) WHERE deleted_at IS NULL`.execute(db);
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const column of ['name', 'email']) {
      await sql`CREATE INDEX ${sql.raw(`users_live_${column}_folded`)} ON users
        USING gin (translate(lower(${sql.raw(column)}), 'áéíóúüñ', 'aeiouun') gin_trgm_ops)
        WHERE deleted_at IS NULL`.execute(db);
    }
  },
};
