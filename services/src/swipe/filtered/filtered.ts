// POST /search/{uuid}/filtereds: the publications a search's participants decided (or commented
// on), filtered by a participant and by like or reject, a page at a time, each with every
// participant's decision.
import type { DecisionTag, FilteredPublication, FilteredRequest, UserDecision } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { sql } from 'kysely';
import { foldedContains, paged, SPANISH_SORT_SQL } from '../../http/index.ts';
import { viewPublications } from '../../publication/index.ts';
import { groupRankingOf } from '../ranking/groupRanking.ts';
import { participantsOf, toSwipeUser } from '../swipeUsers.ts';

type Db = ReadModelDatabase;

function matchingDecisions(db: Db, searchId: string, request: FilteredRequest) {
  let query = db
    .selectFrom('search_decisions as d')
    .innerJoin('publications as p', 'p.id', 'd.publication_id')
    .where('d.search_id', '=', searchId)
    .where((eb) => eb.or([eb('d.like', 'is not', null), eb('d.comment', 'is not', null)]));
  if (request.user_id) query = query.where('d.participant_key', '=', request.user_id);
  if (request.like !== undefined && request.like !== null) query = query.where('d.like', '=', request.like);
  if (request.search) query = query.where(foldedContains('p.title', request.search));
  return query;
}

/** Every matching publication, in the group's ranking (those only commented on last), one page of them. */
async function pageInRankingOrder(db: Db, searchId: string, request: FilteredRequest) {
  const [rows, ranking] = await Promise.all([
    matchingDecisions(db, searchId, request).select('d.publication_id').distinct().execute(),
    groupRankingOf(db, searchId),
  ]);
  const positions = new Map(ranking.entries.map((entry, index) => [entry.publicationId, index]));
  const position = (id: string) => positions.get(id) ?? Number.MAX_SAFE_INTEGER;
  const ids = rows.map((row) => row.publication_id).sort((a, b) => position(a) - position(b) || (a < b ? -1 : 1));
  const start = (request.page - 1) * request.take;
  return { ids: ids.slice(start, start + request.take), total: ids.length };
}

async function pageOfPublicationIds(db: Db, searchId: string, request: FilteredRequest) {
  if (request.orderBy === 'ranking') return pageInRankingOrder(db, searchId, request);
  const matching = matchingDecisions(db, searchId, request);
  const counted = await matching.select(sql<number>`count(DISTINCT d.publication_id)`.as('total')).executeTakeFirst();
  const direction = sql.raw(request.orderMethod);
  const order =
    request.orderBy === 'title'
      ? sql`${sql.raw(SPANISH_SORT_SQL('p.title'))} ${direction}, p.id`
      : sql`max(d.decided_at) ${direction} NULLS LAST, p.id`;
  const rows = await matching
    .select('d.publication_id')
    .groupBy(['d.publication_id', 'p.title', 'p.id'])
    .orderBy(order)
    .limit(request.take)
    .offset((request.page - 1) * request.take)
    .execute();
  return { ids: rows.map((row) => row.publication_id), total: Number(counted?.total ?? 0) };
}

function tagsOf(row: { like: boolean | null; is_super: boolean; viewed: boolean }): DecisionTag[] {
  const tags: DecisionTag[] = [];
  if (row.is_super) tags.push('top');
  if (row.viewed) tags.push('visited');
  if (row.like === false) tags.push('discarded');
  return tags;
}

async function decisionsOn(db: Db, searchId: string, publicationIds: readonly string[]) {
  return db
    .selectFrom('search_decisions')
    .select(['publication_id', 'participant_key', 'like', 'is_super', 'viewed', 'comment', 'decided_at'])
    .where('search_id', '=', searchId)
    .where('publication_id', 'in', publicationIds)
    .orderBy('decided_at')
    .execute();
}

async function countsOn(db: Db, searchId: string, publicationIds: readonly string[]) {
  const rows = await db
    .selectFrom('search_publication_counts')
    .select(['publication_id', 'like_count', 'decisions_count'])
    .where('search_id', '=', searchId)
    .where('publication_id', 'in', publicationIds)
    .execute();
  return new Map(rows.map((row) => [row.publication_id, row]));
}

export interface FilteredViewer {
  searchId: string;
  /** Whose decision `like`, `is_super` and `pivot` show: `user_id`, else the caller's participant key. */
  focusKey: string;
  viewerId: string | null;
  now: Date;
  url: string;
}

export async function filteredPublications(readModels: ReadModels, request: FilteredRequest, viewer: FilteredViewer) {
  const { db } = readModels;
  const { searchId } = viewer;
  const { ids, total } = await pageOfPublicationIds(db, searchId, request);
  if (ids.length === 0) return paged<FilteredPublication>([], total, request, viewer.url);
  const [publications, decisions, counts, participants] = await Promise.all([
    viewPublications(readModels, ids, viewer.viewerId, viewer.now),
    decisionsOn(db, searchId, ids),
    countsOn(db, searchId, ids),
    participantsOf(db, searchId),
  ]);
  const data = publications.map((publication): FilteredPublication => {
    const onThis = decisions.filter((decision) => decision.publication_id === publication.id);
    const focus = onThis.find((decision) => decision.participant_key === viewer.focusKey);
    const users_decisions = onThis.flatMap((decision): UserDecision[] => {
      const participant = participants.get(decision.participant_key);
      if (!participant || (decision.like === null && decision.comment === null)) return [];
      const { like, is_super, comment, decided_at } = decision;
      const pivot = { like, is_super, tags: tagsOf(decision), comment, decided_at: decided_at?.toISOString() ?? null };
      return [{ ...toSwipeUser(participant), pivot }];
    });
    const count = counts.get(publication.id);
    return {
      ...publication,
      like: focus?.like ?? null,
      is_super: focus?.is_super ?? false,
      pivot: { like: focus?.like ?? null, comment: focus?.comment ?? null },
      users_decisions,
      like_count: count?.like_count ?? 0,
      decisions_count: count?.decisions_count ?? 0,
    };
  });
  return paged(data, total, request, viewer.url);
}
