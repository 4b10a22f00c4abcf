// What search results need from swiping: the caller's participant key (to leave out what they
// already decided) and, on each card, their decision and the search's counts.
import { participantKey, type SearchResult } from '@app/contracts';
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { viewerOf } from '../searchParams.ts';
import { type SearchRow, viewerOwns } from '../searchRows.ts';
import { discardedElsewhere } from './discardedCondition.ts';
import { ownerParticipantOf } from './ownerParticipant.ts';

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
 * What cards show of swiping: the caller's decision and how many like and decided each publication.
 * The counts only to participants: on a private search they would tell anyone holding its uuid what
 * its owner likes.
 */
export interface SwipeFacts {
  /** Whether the caller decided (liked or rejected) the publication, or discarded it in another search of the scope. */
  decided(publicationId: string): boolean;
  /** Whether another participant decided it (the group's deck shows what nobody decided first). */
  decidedByOthers(publicationId: string): boolean;
  /** The cards with the caller's decision and the search's counts on them. */
  onCards(cards: readonly SearchResult[]): SearchResult[];
}

interface FactRow {
  publication_id: string;
  discarded: boolean;
  like: boolean | null;
  is_super: boolean | null;
  like_count: number | null;
  decisions_count: number | null;
  group_waiting: boolean;
}

/**
 * Everyone but the caller likes it, nobody rejected it and the caller's like meets the rule
 * (nearConsensus in contracts, over the swipe read model's counts).
 */
export const GROUP_WAITING = sql<boolean>`coalesce(
  totals.participants_count >= 2 AND counts.like_count = totals.participants_count - 1
  AND counts.rejection_count = 0 AND counts.like_count + 1 >= totals.required_likes, false)`;

/**
 * The caller's decisions (none for a non-participant) and the search's counts on `ids`, in one
 * statement: a remembered order asks it of a hundred ids at once, before its batch is chosen.
 */
export async function swipeFactsOn(
  db: ReadModelDatabase,
  searchId: string,
  callerKey: string | null,
  ids: readonly string[],
): Promise<SwipeFacts> {
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await sql<FactRow>`
        SELECT shown.id AS publication_id, decision."like", decision.is_super, counts.like_count, counts.decisions_count,
          ${GROUP_WAITING} AS group_waiting,
          ${callerKey === null ? sql`false` : discardedElsewhere(searchId, callerKey, sql`shown.id`)} AS discarded
        FROM unnest(${ids}::uuid[]) AS shown(id)
        LEFT JOIN search_publication_counts AS counts
          ON counts.search_id = ${searchId} AND counts.publication_id = shown.id
        LEFT JOIN search_totals AS totals ON totals.search_id = ${searchId}
        LEFT JOIN search_decisions AS decision
          ON decision.search_id = ${searchId} AND decision.participant_key = ${callerKey}
          AND decision.publication_id = shown.id ${PREPARED}`.execute(db);
  const factsOf = new Map(rows.map((row) => [row.publication_id, row]));
  return {
    decided: (publicationId) => {
      const facts = factsOf.get(publicationId);
      return (facts?.like ?? null) !== null || facts?.discarded === true;
    },
    decidedByOthers: (publicationId) => {
      const facts = factsOf.get(publicationId);
      const ownDecisions = (facts?.like ?? null) === null ? 0 : 1;
      return (facts?.decisions_count ?? 0) > ownDecisions;
    },
    onCards: (cards) =>
      cards.map((card) => {
        const facts = factsOf.get(card.id);
        return {
          ...card,
          like: facts?.like ?? null,
          is_super: facts?.is_super ?? false,
          like_count: callerKey === null ? 0 : (facts?.like_count ?? 0),
          decisions_count: callerKey === null ? 0 : (facts?.decisions_count ?? 0),
          group_waiting: callerKey !== null && (facts?.like ?? null) === null && (facts?.group_waiting ?? false),
        };
      }),
  };
}
