import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The planner's view of the admin users list's text search. Its trigram indexes are partial (live
 * accounts), and PostgreSQL ignores a partial index's statistics, so it guessed how many accounts
 * a search matches: a search matching nobody walked all 100,000 accounts newest first (1.7 s), a
 * common one sorted 14,000 matches. Statistics on the folded expressions themselves fix the guess.
 */
export const adminUserListStatisticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['name', 'email']) {
      await sql`CREATE STATISTICS ${sql.raw(`users_${column}_folded_statistics`)}
        ON (translate(lower(${sql.raw(column)}), 'áéíóúüñ', 'aeiouun')) FROM users`.execute(db);
    }
    await sql`ANALYZE users`.execute(db);
  },
};
