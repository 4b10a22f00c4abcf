// What search results need from swiping: the caller's participant key (to leave out what they
// already decided) and, on each card, their decision and the search's counts.
import { participantKey, type SearchResult } from '@app/contracts';
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../../search/routes/searchParams.ts';
import { type SearchRow, viewerOwns } from '../../search/searchRows.ts';
import { ownerParticipantOf } from '../access/swipeAccess.ts';

async function hasJoined(db: ReadModelDatabase, searchId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('search_participants')
    .select('participant_key')
    .where('search_id', '=', searchId)
    .where('participant_key', '=', userId)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `work` done with the caller's key in the search when they take part (owner, or a member who
 * joined), else with null. A user's membership is read while `work` runs as if they had joined, and
 * it runs again without a key only if they had not: results cost no round trip more for members.
 */
export async function withParticipantKey<Result>(
  db: ReadModelDatabase,
  request: FastifyRequest,
  search: SearchRow,
  work: (participantKey: string | null) => Promise<Result>,
): Promise<{ participantKey: string | null; result: Result }> {
  if (viewerOwns(search, viewerOf(request))) {
    const ownerKey = participantKey(ownerParticipantOf(search));
    return { participantKey: ownerKey, result: await work(ownerKey) };
  }
  const userId = request.session?.userId;
  if (!userId) return { participantKey: null, result: await work(null) };
  const [joined, asMember] = await Promise.all([hasJoined(db, search.id, userId), work(userId)]);
  return joined ? { participantKey: userId, result: asMember } : { participantKey: null, result: await work(null) };
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
