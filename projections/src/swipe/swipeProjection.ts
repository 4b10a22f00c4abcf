import {
  participantKey,
  type RecordedEvent,
  type SearchEvent,
  SWIPE_EVENT_TYPES,
  type SwipeEvent,
  type UserEvent,
} from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';
import { recountConsensus } from './consensusWrites.ts';
import { applyDecisionMade, applyDecisionUndone, upsertDecision } from './decisionWrites.ts';
import {
  addParticipant,
  changeParticipant,
  claimOwnerRows,
  eraseCommentsOf,
  forgetSearch,
  replacePrediction,
} from './participantWrites.ts';

type Tx = Transaction<ReadModelTables>;

const SEARCH_EVENTS = [
  'search.created.v1',
  'search.claimed.v1',
  'search.deleted.v1',
  'search.consensus_chosen.v1',
] as const satisfies readonly SearchEvent['type'][];
const ACCOUNT_EVENTS = [
  'user.guest_searches_claimed.v1',
  'user.deleted.v1',
] as const satisfies readonly UserEvent['type'][];

type SearchFact = Extract<SearchEvent, { type: (typeof SEARCH_EVENTS)[number] }>;
type AccountFact = Extract<UserEvent, { type: (typeof ACCOUNT_EVENTS)[number] }>;

async function applySearchFact(transaction: Tx, event: SearchFact | AccountFact, at: Date): Promise<void> {
  switch (event.type) {
    case 'search.created.v1':
      return addParticipant(transaction, event.data.searchId, event.data.owner, true, at);
    case 'search.claimed.v1':
      return claimOwnerRows(transaction, event.data.userId, [event.data.searchId]);
    case 'user.guest_searches_claimed.v1':
      return claimOwnerRows(transaction, event.data.userId, event.data.searchUuids);
    case 'user.deleted.v1':
      return eraseCommentsOf(transaction, event.data.userId);
    case 'search.deleted.v1':
      return forgetSearch(transaction, event.data.searchId);
    case 'search.consensus_chosen.v1':
      return recountConsensus(transaction, event.data.searchId, at, event.data.rule);
    default: {
      const unexpected: never = event;
      throw new Error(`swipe projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

async function applySwipeFact(transaction: Tx, event: SwipeEvent, recorded: RecordedEvent, at: Date): Promise<void> {
  const { searchId, participant } = event.data;
  const decisionKey = (publicationId: string) => ({
    search_id: searchId,
    participant_key: participantKey(participant),
    publication_id: publicationId,
  });
  switch (event.type) {
    case 'search.joined.v1':
      await addParticipant(transaction, searchId, participant, false, at);
      return recountConsensus(transaction, searchId, at);
    case 'search.decision_made.v1':
      return applyDecisionMade(transaction, event.data, recorded.id, at);
    case 'search.decision_undone.v1':
      return applyDecisionUndone(transaction, event.data, recorded.id, at);
    case 'search.decision_commented.v1':
      return upsertDecision(transaction, decisionKey(event.data.publicationId), { comment: event.data.comment });
    case 'search.visited.v1':
      if (event.data.publicationId === null)
        return changeParticipant(transaction, searchId, participant, { visited_at: at });
      return upsertDecision(transaction, decisionKey(event.data.publicationId), { viewed: true });
    case 'search.selection_finished.v1':
      return changeParticipant(transaction, searchId, participant, { finished_at: at });
    case 'search.prediction_included.v1':
      await changeParticipant(transaction, searchId, participant, { prediction_included_at: at });
      return replacePrediction(transaction, searchId, event.data.publicationIds, at);
    default: {
      const unexpected: never = event;
      throw new Error(`swipe projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

/**
 * Participants, decisions, per-publication counts and coincidences, totals, predictions and
 * superlikes of every search. Decisions are applied in log order, so a coincidence is the like
 * that found another participant's like already there (`coincided_with`), whoever wrote first.
 * A deleted account's comments are erased at once (its key is destroyed too, so a replay reads them
 * as erased; comments written before sealing existed are erased here on replay as well).
 */
export const swipeProjection: Projection = {
  name: 'swipe',
  urgency: 'interactive',
  tables: [
    'search_participants',
    'search_decisions',
    'search_publication_counts',
    'search_totals',
    'search_predictions',
    'search_superlikes',
  ],
  handles: [...SEARCH_EVENTS, ...ACCOUNT_EVENTS, ...SWIPE_EVENT_TYPES],
  async apply(transaction, recorded: RecordedEvent) {
    const at = new Date(recorded.metadata.occurredAt);
    if ((SWIPE_EVENT_TYPES as readonly string[]).includes(recorded.type)) {
      return applySwipeFact(transaction, recorded as unknown as SwipeEvent, recorded, at);
    }
    return applySearchFact(transaction, recorded as unknown as SearchFact | AccountFact, at);
  },
};
