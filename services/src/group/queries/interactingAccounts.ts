// GET (and POST) /user/accounts: the accounts the caller works with (the dashboard's interacting
// accounts): fellow members of the caller's groups and fellow participants of their searches,
// most recent interaction first (docs/decisions/accounts.md).
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';

const ACCOUNTS_MAX = 20;

export async function interactingAccounts(db: ReadModelDatabase, userId: string) {
  const { rows } = await sql<{ id: string; name: string; slug: string | null; avatar_url: string | null }>`
    WITH met AS (
      SELECT other.user_id, greatest(mine.joined_at, other.joined_at) AS at FROM group_members mine
      JOIN group_members other ON other.group_id = mine.group_id
      WHERE mine.user_id = ${userId}
      UNION ALL
      SELECT other.user_id, greatest(mine.joined_at, other.joined_at) FROM search_participants mine
      JOIN search_participants other ON other.search_id = mine.search_id
      WHERE mine.user_id = ${userId} AND other.user_id IS NOT NULL)
    SELECT u.id, u.name, u.slug, u.avatar_url FROM users u
    JOIN (SELECT user_id, max(at) AS at FROM met GROUP BY user_id) last ON last.user_id = u.id
    WHERE u.deleted_at IS NULL AND u.id <> ${userId}
    ORDER BY last.at DESC, u.id
    LIMIT ${ACCOUNTS_MAX}`.execute(db);
  return rows;
}
