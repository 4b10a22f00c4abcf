// A participant's state in one search, folded from their own stream
// `search_participant-{searchUuid}-{participantKey}`: whether they joined, finished, and what they
// decided, commented and saw.
import type { SwipeEvent } from '@app/contracts';

export interface PublicationDecision {
  like: boolean | null;
  super: boolean;
  comment: string | null;
  viewed: boolean;
  /** Their contact already went to the publication's owners: a later superlike sends it no more. */
  superlikeSent: boolean;
}

export interface ParticipantState {
  joined: boolean;
  finished: boolean;
  /** The Argentine day ('YYYY-MM-DD') of the last recorded visit. */
  lastVisitDay: string | null;
  predictionIncluded: boolean;
  decisions: ReadonlyMap<string, PublicationDecision>;
}

export const initialParticipantState: ParticipantState = {
  joined: false,
  finished: false,
  lastVisitDay: null,
  predictionIncluded: false,
  decisions: new Map(),
};

const NO_DECISION: PublicationDecision = {
  like: null,
  super: false,
  comment: null,
  viewed: false,
  superlikeSent: false,
};

export function decisionOn(state: ParticipantState, publicationId: string): PublicationDecision {
  return state.decisions.get(publicationId) ?? NO_DECISION;
}

/** Argentina keeps UTC-3 all year. */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
export const argentineDay = (at: Date | string) =>
  new Date(new Date(at).getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);

/** A working copy: folding many events changes it in place instead of copying the decisions each time. */
interface Draft extends Omit<ParticipantState, 'decisions'> {
  decisions: Map<string, PublicationDecision>;
}

function change(draft: Draft, publicationId: string, changes: Partial<PublicationDecision>): void {
  draft.decisions.set(publicationId, { ...(draft.decisions.get(publicationId) ?? NO_DECISION), ...changes });
}

/** `at`: when the event happened (its metadata), for the day of a visit. */
function applyTo(draft: Draft, event: SwipeEvent, at: string): void {
  switch (event.type) {
    case 'search.joined.v1':
      draft.joined = true;
      return;
    case 'search.decision_made.v1': {
      const sent = event.data.notifiedUserIds.length > 0 || decisionOn(draft, event.data.publicationId).superlikeSent;
      change(draft, event.data.publicationId, { like: event.data.like, super: event.data.super, superlikeSent: sent });
      return;
    }
    case 'search.decision_undone.v1':
      change(draft, event.data.publicationId, { like: null, super: false });
      return;
    case 'search.decision_commented.v1':
      change(draft, event.data.publicationId, { comment: event.data.comment });
      return;
    case 'search.visited.v1':
      if (event.data.publicationId === null) draft.lastVisitDay = argentineDay(at);
      else change(draft, event.data.publicationId, { viewed: true });
      return;
    case 'search.selection_finished.v1':
      draft.finished = true;
      return;
    case 'search.prediction_included.v1':
      draft.predictionIncluded = true;
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`unknown participant event ${(unexpected as { type: string }).type}`);
    }
  }
}

export interface TimedSwipeEvent {
  event: SwipeEvent;
  at: string;
}

/** The state after `events`; `state` itself is left untouched. */
export function foldParticipant(state: ParticipantState, events: readonly TimedSwipeEvent[]): ParticipantState {
  if (events.length === 0) return state;
  const draft: Draft = { ...state, decisions: new Map(state.decisions) };
  for (const { event, at } of events) applyTo(draft, event, at);
  return draft;
}
