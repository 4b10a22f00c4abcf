// Who else likes a publication of a search: what a like's response and the live coincidence name.
import type { Coincidences, SwipeUser } from '@app/contracts';
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import { participantsOf, swipeUsersNamed, toSwipeUser } from '../swipeUsers.ts';

export const NO_COINCIDENCES: Coincidences = { exists: false, users: [] };

/** Everyone who likes the publication now, in the order they liked it. */
export async function likersOf(db: ReadModelDatabase, searchId: string, publicationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('search_decisions')
    .select('participant_key')
    .where('search_id', '=', searchId)
    .where('publication_id', '=', publicationId)
    .where('like', '=', true)
    .orderBy('decided_at')
    .execute();
  return rows.map((row) => row.participant_key);
}

/**
 * Whom a like coincided with when it was applied, or null when the like is no longer the
 * participant's decision (a later undo or reject replaced it) or coincided with nobody.
 */
export async function likeCoincidedWith(
  db: ReadModelDatabase,
  like: { searchId: string; participantKey: string; publicationId: string; eventId: string },
): Promise<string[] | null> {
  const row = await db
    .selectFrom('search_decisions')
    .select(['coincided_with', 'decision_event_id'])
    .where('search_id', '=', like.searchId)
    .where('participant_key', '=', like.participantKey)
    .where('publication_id', '=', like.publicationId)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!row || row.decision_event_id !== like.eventId || row.coincided_with.length === 0) return null;
  return row.coincided_with;
}

export async function namedParticipants(db: ReadModelDatabase, searchId: string, keys: string[]): Promise<SwipeUser[]> {
  if (keys.length === 0) return [];
  return swipeUsersNamed(await participantsOf(db, searchId), keys);
}

/**
 * The other participants who like what the caller just liked, named, in the order they liked it,
 * when the caller's like meets the search's consensus rule (with theirs); nobody otherwise.
 */
export async function coincidencesFor(
  db: ReadModelDatabase,
  searchId: string,
  publicationId: string,
  callerKey: string,
): Promise<Coincidences> {
  const rows = await db
    .selectFrom('search_decisions as decisions')
    .innerJoin('search_participants as participants', (join) =>
      join
        .onRef('participants.search_id', '=', 'decisions.search_id')
        .onRef('participants.participant_key', '=', 'decisions.participant_key'),
    )
    .innerJoin('search_totals as totals', 'totals.search_id', 'decisions.search_id')
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'participants.user_id').on('users.deleted_at', 'is', null))
    .select([
      'participants.participant_key',
      'participants.user_id',
      'users.name',
      'users.avatar_url',
      'totals.required_likes',
    ])
    .where('decisions.search_id', '=', searchId)
    .where('decisions.publication_id', '=', publicationId)
    .where('decisions.like', '=', true)
    .where('decisions.participant_key', '<>', callerKey)
    .orderBy('decisions.decided_at')
    .modifyEnd(PREPARED)
    .execute();
  // The caller's like counts too.
  if (rows.length === 0 || rows.length + 1 < rows[0]!.required_likes) return NO_COINCIDENCES;
  const users = rows.map(toSwipeUser);
  return { exists: true, users };
}
