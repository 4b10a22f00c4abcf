// What the swipe read model knows of a list of searches: who takes part in each (owner first, then
// by the time they joined) and how many likes and rejections they made, for every search list.
import type { Search } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { Viewer } from './searchRows.ts';

type Participant = Search['users'][number];

export interface DecisionCounts {
  likes: number;
  rejections: number;
}

/** Participants with an account; a guest has no name to show. */
export async function participantsOf(
  db: ReadModelDatabase,
  searchIds: readonly string[],
): Promise<Map<string, Participant[]>> {
  const bySearch = new Map<string, Participant[]>();
  if (searchIds.length === 0) return bySearch;
  const rows = await db
    .selectFrom('search_participants')
    .innerJoin('users', 'users.id', 'search_participants.user_id')
    .select(['search_id', 'owner', 'finished_at', 'users.id', 'users.name', 'users.avatar_url'])
    .where('search_id', 'in', searchIds)
    .where('users.deleted_at', 'is', null)
    .orderBy('owner', 'desc')
    .orderBy('joined_at')
    .execute();
  for (const row of rows) {
    const pivot = {
      owner: row.owner,
      creator: row.owner,
      finished_at: row.finished_at?.toISOString() ?? null,
      like: null,
      tags: [],
      comment: null,
    };
    const participant = { id: row.id, name: row.name, avatar_url: row.avatar_url, pivot };
    bySearch.set(row.search_id, [...(bySearch.get(row.search_id) ?? []), participant]);
  }
  return bySearch;
}

/** The viewer's own likes and rejections in the searches they take part in (what /totals counts). */
async function ownCounts(db: ReadModelDatabase, searchIds: readonly string[], viewer: Viewer) {
  const guestKey = viewer.guestKeyHash ? `guest-${viewer.guestKeyHash}` : null;
  if (!viewer.userId && !guestKey) return [];
  return db
    .selectFrom('search_participants as participant')
    .leftJoin('search_decisions as decision', (join) =>
      join
        .onRef('decision.search_id', '=', 'participant.search_id')
        .onRef('decision.participant_key', '=', 'participant.participant_key'),
    )
    .select((eb) => [
      'participant.search_id',
      eb.fn.count<number>('decision.publication_id').filterWhere('decision.like', '=', true).as('likes'),
      eb.fn.count<number>('decision.publication_id').filterWhere('decision.like', '=', false).as('rejections'),
    ])
    .where('participant.search_id', 'in', searchIds)
    .where((eb) =>
      eb.or([
        ...(viewer.userId ? [eb('participant.user_id', '=', viewer.userId)] : []),
        ...(guestKey ? [eb('participant.participant_key', '=', guestKey)] : []),
      ]),
    )
    .groupBy('participant.search_id')
    .execute();
}

/**
 * Likes and rejections per search: a participant's own (the same facts GET /search/{uuid}/totals
 * reads), everyone's for a viewer who does not take part.
 */
export async function decisionCountsOf(
  db: ReadModelDatabase,
  searchIds: readonly string[],
  viewer: Viewer,
): Promise<Map<string, DecisionCounts>> {
  if (searchIds.length === 0) return new Map();
  const [own, totals] = await Promise.all([
    ownCounts(db, searchIds, viewer),
    db
      .selectFrom('search_totals')
      .select(['search_id', 'likes_count', 'rejections_count'])
      .where('search_id', 'in', searchIds)
      .execute(),
  ]);
  const counts = new Map(
    totals.map((row) => [row.search_id, { likes: row.likes_count, rejections: row.rejections_count }]),
  );
  for (const row of own) counts.set(row.search_id, { likes: Number(row.likes), rejections: Number(row.rejections) });
  return counts;
}
