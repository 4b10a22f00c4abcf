// What each swiping fact of the log tells the connected participants and sellers. Read after the
// read models have applied the fact (the live leader waits for them), so counts and coincidences
// are the ones the swipe projection computed in log order.
import {
  participantKey,
  type RecordedEvent,
  SERVER_SOCKET_EVENTS,
  type SwipeEvent,
  searchRoom,
  userRoom,
} from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { LiveServer, Log } from '../../live/index.ts';
import { namedParticipants } from '../deciding/coincidences.ts';
import { likeCoincidence } from '../deciding/likeCoincidence.ts';
import { publicationSummary } from '../publicationFacts.ts';
import { withdrawnSuperlikes } from '../superlikes/receivedSuperlikes.ts';
import { searcherOf } from '../superlikes/searcher.ts';

type DataOf<Type extends SwipeEvent['type']> = Extract<SwipeEvent, { type: Type }>['data'];

interface DecisionFact {
  searchId: string;
  publicationId: string;
}

/** The counts after a batch's decisions and undos: two queries, one message per publication decided. */
async function decisionCounts(io: LiveServer, db: ReadModelDatabase, facts: readonly DecisionFact[]) {
  const pairs = [...new Map(facts.map((fact) => [`${fact.searchId}/${fact.publicationId}`, fact])).values()];
  if (pairs.length === 0) return;
  const searchIds = [...new Set(pairs.map((pair) => pair.searchId))];
  const [counts, totals] = await Promise.all([
    sql<{ search_id: string; publication_id: string; like_count: number; decisions_count: number }>`
      SELECT counts.search_id, counts.publication_id, counts.like_count, counts.decisions_count
      FROM search_publication_counts AS counts
      JOIN unnest(${pairs.map((pair) => pair.searchId)}::uuid[], ${pairs.map((pair) => pair.publicationId)}::uuid[])
        AS decided(search_id, publication_id)
        ON counts.search_id = decided.search_id AND counts.publication_id = decided.publication_id`.execute(db),
    db
      .selectFrom('search_totals')
      .select(['search_id', 'coincidences_count'])
      .where('search_id', 'in', searchIds)
      .execute(),
  ]);
  const countOf = new Map(counts.rows.map((row) => [`${row.search_id}/${row.publication_id}`, row]));
  const coincidencesOf = new Map(totals.map((row) => [row.search_id, row.coincidences_count]));
  for (const { searchId, publicationId } of pairs) {
    const count = countOf.get(`${searchId}/${publicationId}`);
    io.to(searchRoom(searchId)).emit(SERVER_SOCKET_EVENTS.decisionCounts, {
      search_id: searchId,
      publication_id: publicationId,
      like_count: count?.like_count ?? 0,
      decisions_count: count?.decisions_count ?? 0,
      coincidences: coincidencesOf.get(searchId) ?? 0,
    });
  }
}

/** Only when this like is still the participant's decision and found other likes when it was applied. */
async function coincidence(
  io: LiveServer,
  db: ReadModelDatabase,
  data: DataOf<'search.decision_made.v1'>,
  eventId: string,
) {
  const { searchId, publicationId } = data;
  const key = participantKey(data.participant);
  const found = await likeCoincidence(db, { searchId, participantKey: key, publicationId, eventId });
  if (!found) return;
  io.to(searchRoom(searchId)).emit(SERVER_SOCKET_EVENTS.coincidence, { search_id: searchId, ...found });
}

async function superlike(io: LiveServer, db: ReadModelDatabase, data: DataOf<'search.decision_made.v1'>, at: string) {
  if (data.notifiedUserIds.length === 0 || data.participant.kind !== 'user') return;
  const [publication, searcher] = await Promise.all([
    publicationSummary(db, data.publicationId),
    searcherOf(db, data.participant.userId),
  ]);
  if (!publication || !searcher) return;
  const { contact, ...person } = searcher;
  const message = { search_id: data.searchId, publication, searcher: person, contact, at };
  for (const owner of data.notifiedUserIds)
    io.to(userRoom(owner)).emit(SERVER_SOCKET_EVENTS.superlikeReceived, message);
}

interface SearcherFact extends DecisionFact {
  participant: DataOf<'search.decision_made.v1'>['participant'];
}

/** Superlikes the batch took back (Cancelar, a plain like, an undo): their owners' screens drop them. */
async function superlikesWithdrawn(io: LiveServer, db: ReadModelDatabase, facts: readonly SearcherFact[]) {
  const bySearcher = facts.flatMap(({ searchId, publicationId, participant }) =>
    participant.kind === 'user' ? [{ searchId, publicationId, searcherId: participant.userId }] : [],
  );
  for (const withdrawn of await withdrawnSuperlikes(db, bySearcher)) {
    const message = {
      search_id: withdrawn.searchId,
      publication_id: withdrawn.publicationId,
      searcher_id: withdrawn.searcherId,
    };
    for (const owner of withdrawn.ownerIds)
      io.to(userRoom(owner)).emit(SERVER_SOCKET_EVENTS.superlikeWithdrawn, message);
  }
}

async function selectionFinished(
  io: LiveServer,
  db: ReadModelDatabase,
  data: DataOf<'search.selection_finished.v1'>,
  at: string,
) {
  const [user] = await namedParticipants(db, data.searchId, [participantKey(data.participant)]);
  if (!user) return;
  const message = { search_id: data.searchId, user, finished_at: at };
  io.to(searchRoom(data.searchId)).emit(SERVER_SOCKET_EVENTS.selectionFinished, message);
  for (const owner of data.notifiedUserIds)
    io.to(userRoom(owner)).emit(SERVER_SOCKET_EVENTS.selectionFinishedForOwner, message);
}

/**
 * The swiping messages of a batch of facts; other facts are passed over. Decision counts
 * are read for the whole batch at once and the rest concurrently: a busy search sends a hundred
 * decisions a second, and one message at a time would fall behind. A message that cannot be built
 * is logged and skipped.
 */
export async function emitSwipeMessages(
  io: LiveServer,
  db: ReadModelDatabase,
  events: readonly RecordedEvent[],
  log: Log,
): Promise<void> {
  const decided: DecisionFact[] = [];
  const unsuperliked: SearcherFact[] = [];
  const messages: Promise<void>[] = [];
  const logged = (event: RecordedEvent, message: Promise<void>) =>
    message.catch((error: unknown) => log(`live message of ${event.type} failed`, error));
  for (const recorded of events) {
    const at = recorded.metadata.occurredAt;
    switch (recorded.type) {
      case 'search.decision_made.v1': {
        const data = recorded.data as DataOf<'search.decision_made.v1'>;
        decided.push(data);
        if (data.like) messages.push(logged(recorded, coincidence(io, db, data, recorded.id)));
        if (data.super) messages.push(logged(recorded, superlike(io, db, data, at)));
        else unsuperliked.push(data);
        break;
      }
      case 'search.decision_undone.v1': {
        const data = recorded.data as DataOf<'search.decision_undone.v1'>;
        decided.push(data);
        unsuperliked.push(data);
        break;
      }
      case 'search.selection_finished.v1': {
        const data = recorded.data as DataOf<'search.selection_finished.v1'>;
        messages.push(logged(recorded, selectionFinished(io, db, data, at)));
        break;
      }
      default:
        break;
    }
  }
  const counts = decisionCounts(io, db, decided).catch((error: unknown) => log('live decision counts failed', error));
  const withdrawn = superlikesWithdrawn(io, db, unsuperliked).catch((error: unknown) =>
    log('live superlike withdrawals failed', error),
  );
  await Promise.all([counts, withdrawn, ...messages]);
}

export const SWIPE_LIVE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'search.decision_made.v1',
  'search.decision_undone.v1',
  'search.selection_finished.v1',
]);
