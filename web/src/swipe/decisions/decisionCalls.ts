// The swipe screen's calls to the server and how each answer is read: sent, refused (the failure
// is shown and `whenRefused` puts the card back) or offline (the caller keeps the call for later).
import type { SwipeUser } from '@app/contracts/swipe/decisions';
import { ApiError } from '../../api/failures.ts';
import { sendDecision, undoDecision } from '../api/swipeApi.ts';
import { presentSwipeFailure } from '../api/swipeCalls.ts';
import { isConnectionLoss } from './connectionLoss.ts';
import type { QueuedCall, SendOutcome } from './decisionQueue.ts';
import { type DecisionKind, decisionBody, type SwipeDecision } from './decisionState.ts';

/** A ref, read when the answer arrives: the listeners current then are the ones told. */
export interface AnswerListeners {
  readonly current: {
    /** Totals may have changed. */
    onRecorded: () => void;
    onCoincidence: (users: SwipeUser[], publicationId: string) => void;
  };
}

export function decisionOfCall(call: QueuedCall): SwipeDecision {
  if (call.kind === 'undo') return 'none';
  if (!call.like) return 'reject';
  return call.is_super ? 'superlike' : 'like';
}

async function outcomeOf(call: () => Promise<void>, whenRefused: () => void): Promise<SendOutcome> {
  try {
    await call();
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (isConnectionLoss(error)) return 'offline';
    presentSwipeFailure(error);
    whenRefused();
    return 'refused';
  }
}

export function sendDecisionCall(
  uuid: string,
  publicationId: string,
  decision: DecisionKind,
  listeners: AnswerListeners,
  whenRefused: () => void,
): Promise<SendOutcome> {
  return outcomeOf(async () => {
    const { coincidences } = await sendDecision(uuid, decisionBody(publicationId, decision), { quiet: true });
    listeners.current.onRecorded();
    if (coincidences.exists) listeners.current.onCoincidence(coincidences.users, publicationId);
  }, whenRefused);
}

export function sendUndoCall(uuid: string, publicationId: string, listeners: AnswerListeners): Promise<SendOutcome> {
  return outcomeOf(
    async () => {
      await undoDecision(uuid, publicationId, { quiet: true });
      listeners.current.onRecorded();
    },
    () => {},
  );
}
