import { participantKey, type RecordedEvent, type SearchEvent, type SwipeEvent } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';
import type { SearchActivityType } from './tables.ts';

type Tx = Transaction<ReadModelTables>;

const HANDLED = [
  'search.created.v1',
  'search.changed.v1',
  'search.titled.v1',
  'search.shared.v1',
  'search.deleted.v1',
  'search.joined.v1',
  'search.visited.v1',
  'search.selection_finished.v1',
  'search.decision_made.v1',
] as const satisfies readonly (SearchEvent | SwipeEvent)['type'][];

type ActivityFact = Extract<SearchEvent | SwipeEvent, { type: (typeof HANDLED)[number] }>;

type VisitData = Extract<SwipeEvent, { type: 'search.visited.v1' }>['data'];

/** Argentina keeps UTC-3 all year: a day of decisions is an Argentine calendar day. */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
const argentineDay = (at: Date) => new Date(at.getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);

async function record(transaction: Tx, recorded: RecordedEvent, type: SearchActivityType, causerKey: string | null) {
  const { searchId } = recorded.data as { searchId: string };
  await transaction
    .insertInto('search_activity')
    .values({
      id: recorded.id,
      search_id: searchId,
      type,
      causer_key: causerKey,
      created_at: new Date(recorded.metadata.occurredAt),
    })
    .execute();
}

/** Decisions are many: one 'decided' row per participant and day, counting likes and rejections. */
async function countDecision(
  transaction: Tx,
  data: Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'],
  at: Date,
) {
  const key = participantKey(data.participant);
  const likes = data.like ? 1 : 0;
  await transaction
    .insertInto('search_activity')
    .values({
      id: `decided:${data.searchId}:${key}:${argentineDay(at)}`,
      search_id: data.searchId,
      type: 'decided',
      causer_key: key,
      created_at: at,
      like_count: likes,
      unlike_count: 1 - likes,
    })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        like_count: sql`search_activity.like_count + ${likes}`,
        unlike_count: sql`search_activity.unlike_count + ${1 - likes}`,
      }),
    )
    .execute();
}

async function applyActivity(transaction: Tx, event: ActivityFact, recorded: RecordedEvent): Promise<void> {
  const at = new Date(recorded.metadata.occurredAt);
  const byAccount = recorded.metadata.userId;
  switch (event.type) {
    case 'search.created.v1':
      return record(transaction, recorded, 'created', participantKey(event.data.owner));
    case 'search.changed.v1':
    case 'search.titled.v1':
      return record(transaction, recorded, 'updated', byAccount);
    case 'search.shared.v1':
      return record(transaction, recorded, 'shared', byAccount);
    case 'search.joined.v1':
      return record(transaction, recorded, 'joined', participantKey(event.data.participant));
    case 'search.visited.v1':
      return record(transaction, recorded, 'visited', participantKey(event.data.participant));
    case 'search.selection_finished.v1':
      return record(transaction, recorded, 'finished', participantKey(event.data.participant));
    case 'search.decision_made.v1':
      return countDecision(transaction, event.data, at);
    case 'search.deleted.v1':
      await transaction.deleteFrom('search_activity').where('search_id', '=', event.data.searchId).execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`activity projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

/** The activity list of each search (created, updated, shared, visited, joined, finished, decided). */
export const searchActivityProjection: Projection = {
  name: 'search_activity',
  urgency: 'background',
  tables: ['search_activity'],
  handles: HANDLED,
  // A card seen is not activity; the search opened is.
  concerns: (recorded) => recorded.type !== 'search.visited.v1' || (recorded.data as VisitData).publicationId === null,
  apply: (transaction, recorded) => applyActivity(transaction, recorded as unknown as ActivityFact, recorded),
};
