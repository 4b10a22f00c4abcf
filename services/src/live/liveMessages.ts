// What each fact of the log tells the connected participants and sellers. Read after the read
// models have applied the fact (the leader waits for them), so counts and coincidences are the
// ones the swipe projection computed in log order.
import {
  participantKey,
  type RecordedEvent,
  SERVER_SOCKET_EVENTS,
  type SwipeEvent,
  searchRoom,
  userRoom,
} from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { namedParticipants } from '../swipe/queries/coincidences.ts';
import { publicationSummary } from '../swipe/queries/publicationFacts.ts';
import { searcherOf } from '../swipe/queries/superlikeContact.ts';
import type { LiveServer } from './socketTypes.ts';

type DataOf<Type extends SwipeEvent['type']> = Extract<SwipeEvent, { type: Type }>['data'];

async function decisionCounts(io: LiveServer, db: ReadModelDatabase, searchId: string, publicationId: string) {
  const [counts, totals] = await Promise.all([
    db
      .selectFrom('search_publication_counts')
      .select(['like_count', 'decisions_count'])
      .where('search_id', '=', searchId)
      .where('publication_id', '=', publicationId)
      .executeTakeFirst(),
    db.selectFrom('search_totals').select('coincidences_count').where('search_id', '=', searchId).executeTakeFirst(),
  ]);
  io.to(searchRoom(searchId)).emit(SERVER_SOCKET_EVENTS.decisionCounts, {
    search_id: searchId,
    publication_id: publicationId,
    like_count: counts?.like_count ?? 0,
    decisions_count: counts?.decisions_count ?? 0,
    coincidences: totals?.coincidences_count ?? 0,
  });
}

/** Only when this like is still the participant's decision and found other likes when it was applied. */
async function coincidence(
  io: LiveServer,
  db: ReadModelDatabase,
  data: DataOf<'search.decision_made.v1'>,
  eventId: string,
) {
  const key = participantKey(data.participant);
  const decision = await db
    .selectFrom('search_decisions')
    .select(['coincided_with', 'decision_event_id'])
    .where('search_id', '=', data.searchId)
    .where('participant_key', '=', key)
    .where('publication_id', '=', data.publicationId)
    .executeTakeFirst();
  if (!decision || decision.decision_event_id !== eventId || decision.coincided_with.length === 0) return;
  const [publication, users] = await Promise.all([
    publicationSummary(db, data.publicationId),
    namedParticipants(db, data.searchId, [...decision.coincided_with, key]),
  ]);
  if (!publication) return;
  io.to(searchRoom(data.searchId)).emit(SERVER_SOCKET_EVENTS.coincidence, {
    search_id: data.searchId,
    publication,
    users,
  });
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

/** The live messages of one fact; facts nobody watches live are passed over. */
export async function emitLiveMessages(io: LiveServer, db: ReadModelDatabase, recorded: RecordedEvent): Promise<void> {
  const at = recorded.metadata.occurredAt;
  switch (recorded.type) {
    case 'search.decision_made.v1': {
      const data = recorded.data as DataOf<'search.decision_made.v1'>;
      await decisionCounts(io, db, data.searchId, data.publicationId);
      if (data.like) await coincidence(io, db, data, recorded.id);
      await superlike(io, db, data, at);
      return;
    }
    case 'search.decision_undone.v1': {
      const data = recorded.data as DataOf<'search.decision_undone.v1'>;
      return decisionCounts(io, db, data.searchId, data.publicationId);
    }
    case 'search.selection_finished.v1':
      return selectionFinished(io, db, recorded.data as DataOf<'search.selection_finished.v1'>, at);
    default:
      return;
  }
}

export const LIVE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'search.decision_made.v1',
  'search.decision_undone.v1',
  'search.selection_finished.v1',
]);
