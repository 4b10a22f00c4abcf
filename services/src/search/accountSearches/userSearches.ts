// The signed-in user's latest searches for GET /api/user (menus and history: SPEC.md section 9).
import { HISTORY_LAST_SEARCHES } from '@app/contracts';
import type { UserSearch } from '@app/contracts/account/user';
import type { ReadModelDatabase } from '@app/projections';
import { latestSearches } from './accountSearches.ts';

export async function latestUserSearches(db: ReadModelDatabase, userId: string): Promise<UserSearch[]> {
  const rows = await latestSearches(db, userId, HISTORY_LAST_SEARCHES);
  return rows.map((row) => ({
    uuid: row.id,
    title: row.custom_title ?? row.title_suggested,
    created_at: row.created_at.toISOString(),
  }));
}
