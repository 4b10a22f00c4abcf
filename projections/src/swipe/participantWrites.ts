// Participant rows: the owner from the search's creation, the others as they join, and what each did.
import { participantKey, type SearchParticipant } from '@app/contracts';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;
type ParticipantChange = Updateable<ReadModelTables['search_participants']>;

export async function addParticipant(
  transaction: Tx,
  searchId: string,
  participant: SearchParticipant,
  owner: boolean,
  at: Date,
): Promise<void> {
  await transaction
    .insertInto('search_participants')
    .values({
      search_id: searchId,
      participant_key: participantKey(participant),
      user_id: participant.kind === 'user' ? participant.userId : null,
      owner,
      joined_at: at,
    })
    .execute();
  await transaction
    .insertInto('search_totals')
    .values({ search_id: searchId, participants_count: 1 })
    .onConflict((conflict) =>
      conflict.column('search_id').doUpdateSet({ participants_count: sql`search_totals.participants_count + 1` }),
    )
    .execute();
}

export async function changeParticipant(
  transaction: Tx,
  searchId: string,
  participant: SearchParticipant,
  change: ParticipantChange,
): Promise<void> {
  await transaction
    .updateTable('search_participants')
    .set(change)
    .where('search_id', '=', searchId)
    .where('participant_key', '=', participantKey(participant))
    .execute();
}

/** A guest owner's searches become the account's: first claim wins, as in the searches read model. */
export async function claimOwnerRows(transaction: Tx, userId: string, searchIds: readonly string[]): Promise<void> {
  if (searchIds.length === 0) return;
  await transaction
    .updateTable('search_participants')
    .set({ user_id: userId })
    .where('search_id', 'in', searchIds)
    .where('owner', '=', true)
    .where('user_id', 'is', null)
    .execute();
}

/** The included prediction replaces the previous one. */
export async function replacePrediction(
  transaction: Tx,
  searchId: string,
  publicationIds: readonly string[],
  at: Date,
): Promise<void> {
  await transaction.deleteFrom('search_predictions').where('search_id', '=', searchId).execute();
  for (const [rank, publicationId] of publicationIds.entries()) {
    await transaction
      .insertInto('search_predictions')
      .values({ search_id: searchId, publication_id: publicationId, rank, included_at: at })
      .execute();
  }
}

const SEARCH_TABLES = [
  'search_participants',
  'search_decisions',
  'search_publication_counts',
  'search_totals',
  'search_predictions',
] as const;

/** A deleted search takes its swiping with it; superlikes stay, as statistics of what sellers received. */
export async function forgetSearch(transaction: Tx, searchId: string): Promise<void> {
  for (const table of SEARCH_TABLES) {
    await transaction.deleteFrom(table).where('search_id', '=', searchId).execute();
  }
}

/**
 * A deleted account's comments go from every search it took part in, as itself or as the guest
 * whose searches it claimed (docs/decisions/user-deletion.md); its likes and rejects stay.
 */
export async function eraseCommentsOf(transaction: Tx, userId: string): Promise<void> {
  await sql`UPDATE search_decisions AS decision SET comment = NULL
    FROM search_participants AS participant
    WHERE participant.user_id = ${userId} AND decision.search_id = participant.search_id
      AND decision.participant_key = participant.participant_key AND decision.comment IS NOT NULL`.execute(transaction);
}
