// Who else likes a publication of a search: what a like's response and the live coincidence name.
import type { Coincidences, SwipeUser } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { participantsOf, swipeUsersNamed } from './swipeUsers.ts';

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

export async function namedParticipants(db: ReadModelDatabase, searchId: string, keys: string[]): Promise<SwipeUser[]> {
  if (keys.length === 0) return [];
  return swipeUsersNamed(await participantsOf(db, searchId), keys);
}

/** The other participants who like what the caller just liked. */
export async function coincidencesFor(
  db: ReadModelDatabase,
  searchId: string,
  publicationId: string,
  callerKey: string,
): Promise<Coincidences> {
  const others = (await likersOf(db, searchId, publicationId)).filter((key) => key !== callerKey);
  const users = await namedParticipants(db, searchId, others);
  return { exists: users.length > 0, users };
}

export const NO_COINCIDENCES: Coincidences = { exists: false, users: [] };
