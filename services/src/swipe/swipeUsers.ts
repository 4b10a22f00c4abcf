// Participants as swipe screens name them: the account's name and avatar, 'Visitante' for a guest owner.
import { SWIPE_MESSAGES, type SwipeUser } from '@app/contracts';
import { PREPARED, type ReadModelDatabase } from '@app/projections';

export interface ParticipantRow {
  participant_key: string;
  user_id: string | null;
  name: string | null;
  avatar_url: string | null;
}

export function toSwipeUser(row: ParticipantRow): SwipeUser {
  if (row.user_id === null || row.name === null)
    return { id: 'guest', name: SWIPE_MESSAGES.guestName, avatar_url: null };
  return { id: row.user_id, name: row.name, avatar_url: row.avatar_url };
}

/** Every participant of the search, keyed by participant key. */
export async function participantsOf(db: ReadModelDatabase, searchId: string): Promise<Map<string, ParticipantRow>> {
  const rows = await db
    .selectFrom('search_participants')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'search_participants.user_id').on('users.deleted_at', 'is', null),
    )
    .select(['participant_key', 'user_id', 'users.name', 'users.avatar_url'])
    .where('search_id', '=', searchId)
    .orderBy('joined_at')
    .modifyEnd(PREPARED)
    .execute();
  return new Map(rows.map((row) => [row.participant_key, row]));
}

export function swipeUsersNamed(participants: Map<string, ParticipantRow>, keys: readonly string[]): SwipeUser[] {
  return keys.flatMap((key) => {
    const row = participants.get(key);
    return row ? [toSwipeUser(row)] : [];
  });
}
