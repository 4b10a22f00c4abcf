// What search results need from swiping: the caller's participant key (to leave out what they
// already decided) and, on each card, their decision and the search's counts.
import { participantKey, type SearchResult } from '@app/contracts';
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../../search/routes/searchParams.ts';
import { type SearchRow, viewerOwns } from '../../search/searchRows.ts';
import { ownerParticipantOf } from '../access/swipeAccess.ts';

/** A search's row and whether the user joined it, in one query (results read it first). */
export async function searchWithMembership(
  db: ReadModelDatabase,
  searchId: string,
  userId: string | null,
): Promise<{ search: SearchRow; joined: boolean } | null> {
  const row = await db
    .selectFrom('searches')
    .selectAll('searches')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('search_participants')
            .select('participant_key')
            .where('search_participants.search_id', '=', searchId)
            // A visitor without an account joined nothing: no key is empty.
            .where('search_participants.participant_key', '=', userId ?? ''),
        )
        .as('joined'),
    )
    .where('id', '=', searchId)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!row) return null;
  const { joined, ...search } = row;
  return { search, joined: Boolean(joined) };
}

/** The caller's key in the search when they take part (owner, or a member who joined); else null. */
export function participantKeyOf(request: FastifyRequest, search: SearchRow, joined: boolean): string | null {
  if (viewerOwns(search, viewerOf(request))) return participantKey(ownerParticipantOf(search));
  const userId = request.session?.userId;
  return userId && joined ? userId : null;
}

/**
 * What puts the caller's decision (none for a non-participant) and how many like and decided each
 * on the cards of `ids`, read beside the cards themselves.
 */
export async function decisionsOn(
  db: ReadModelDatabase,
  searchId: string,
  callerKey: string | null,
  ids: readonly string[],
): Promise<(cards: readonly SearchResult[]) => SearchResult[]> {
  if (ids.length === 0) return () => [];
  const [counts, decisions] = await Promise.all([
    db
      .selectFrom('search_publication_counts')
      .select(['publication_id', 'like_count', 'decisions_count'])
      .where('search_id', '=', searchId)
      .where('publication_id', 'in', ids)
      .execute(),
    callerKey === null
      ? Promise.resolve([])
      : db
          .selectFrom('search_decisions')
          .select(['publication_id', 'like', 'is_super'])
          .where('search_id', '=', searchId)
          .where('participant_key', '=', callerKey)
          .where('publication_id', 'in', ids)
          .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.publication_id, row]));
  const decisionOf = new Map(decisions.map((row) => [row.publication_id, row]));
  return (cards) =>
    cards.map((card) => ({
      ...card,
      like: decisionOf.get(card.id)?.like ?? null,
      is_super: decisionOf.get(card.id)?.is_super ?? false,
      like_count: countOf.get(card.id)?.like_count ?? 0,
      decisions_count: countOf.get(card.id)?.decisions_count ?? 0,
    }));
}
