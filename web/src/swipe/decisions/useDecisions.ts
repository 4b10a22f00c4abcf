// Deciding and undoing on the swipe screen: the state changes at once, the call follows, and a
// refusal puts the decision back. A superlike is recorded as a like at once and upgraded when its
// notice ends, unless cancelled. A call that finds no connection is kept in the offline queue and
// sent when the connection returns; while anything waits there, new calls queue behind it, so the
// server gets them in the order they were made.
import type { SearchResult } from '@app/contracts/search/results';
import { LIKES_ALL_MAX, type SwipeUser } from '@app/contracts/swipe/decisions';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../api/failures.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { likeAll, undoDecision } from '../api/swipeApi.ts';
import { presentSwipeFailure } from '../api/swipeCalls.ts';
import { isConnectionLoss } from './connectionLoss.ts';
import { decisionOfCall, sendDecisionCall, sendUndoCall } from './decisionCalls.ts';
import type { QueuedCall, SendOutcome } from './decisionQueue.ts';
import {
  canUndo,
  type DecisionKind,
  type DecisionState,
  decisionBody,
  decisionOf,
  decisionReducer,
  initialDecisionState,
  lastUndoable,
  type SwipeDecision,
} from './decisionState.ts';
import { createPendingSuperlikes } from './pendingSuperlikes.ts';
import { useDecisionQueue } from './useDecisionQueue.ts';

export interface DecisionCallbacks {
  /** Whether the person may decide now (otherwise it has asked them to identify). */
  mayDecide: (kind: DecisionKind) => boolean;
  onDecided: (publicationId: string) => void;
  onUndone: (publicationId: string) => void;
  /** Totals may have changed. */
  onRecorded: () => void;
  onCoincidence: (users: SwipeUser[], publicationId: string) => void;
}

export interface Decisions {
  state: DecisionState;
  decisionOf: (publicationId: string) => SwipeDecision;
  decide: (result: SearchResult, kind: DecisionKind) => boolean;
  undoable: boolean;
  undo: () => void;
  /** 'Me gustan todas': every loaded publication not decided yet becomes a like. */
  likeAllUndecided: () => void;
  /** The superlike whose notice is showing. */
  noticeFor: string | null;
  cancelSuperlike: () => void;
  /** Calls waiting for the connection ('Sin conexión' shows while there are any). */
  waitingForConnection: number;
}

/** `personKey`: whose decisions these are (personKey.ts): each person's queue is their own. */
export function useDecisions(
  uuid: string,
  personKey: string,
  results: readonly SearchResult[],
  callbacks: DecisionCallbacks,
): Decisions {
  const [state, dispatch] = useReducer(decisionReducer, initialDecisionState);
  const [noticeFor, setNoticeFor] = useState<string | null>(null);
  const [pending] = useState(createPendingSuperlikes);
  const latestState = useRef(state);
  latestState.current = state;
  const latestCallbacks = useRef(callbacks);
  latestCallbacks.current = callbacks;

  const sendQueued = useCallback(
    (call: QueuedCall): Promise<SendOutcome> => {
      if (call.kind === 'undo') return sendUndoCall(uuid, call.publicationId, latestCallbacks);
      const decision = decisionOfCall(call) as DecisionKind;
      // Refused now (the search stopped being shared meanwhile): the card goes back to undecided.
      const revert = () => dispatch({ type: 'queuedRestored', decisions: { [call.publicationId]: 'none' } });
      return sendDecisionCall(uuid, call.publicationId, decision, latestCallbacks, revert);
    },
    [uuid],
  );

  const { queue, waiting } = useDecisionQueue(uuid, personKey, sendQueued);

  useEffect(() => dispatch({ type: 'resultsLoaded', results }), [results]);
  useEffect(() => () => pending.sendAllNow(), [pending]);
  useEffect(() => {
    const kept = Object.fromEntries(queue.calls.map((call) => [call.publicationId, decisionOfCall(call)]));
    if (Object.keys(kept).length > 0) dispatch({ type: 'queuedRestored', decisions: kept });
  }, [queue]);

  /** Each publication's latest call: an older one that fails late must not replace it in the queue. */
  const latestCalls = useRef(new Map<string, QueuedCall>());
  /** Sends the call now, or queues it behind calls already waiting for the connection. */
  const sendOrQueue = useCallback(
    (publicationId: string, decision: DecisionKind, whenRefused: () => void) => {
      const { like, is_super } = decisionBody(publicationId, decision);
      const call: QueuedCall = { kind: 'decision', publicationId, like, is_super };
      latestCalls.current.set(publicationId, call);
      if (queue.calls.length > 0) {
        queue.add(call);
        void queue.flush();
        return;
      }
      void sendDecisionCall(uuid, publicationId, decision, latestCallbacks, whenRefused).then((outcome) => {
        // Kept only while no newer call for the publication has been made meanwhile.
        if (outcome === 'offline' && latestCalls.current.get(publicationId) === call) queue.add(call);
      });
    },
    [uuid, queue],
  );

  const record = useCallback(
    (publicationId: string, kind: DecisionKind, previous: SwipeDecision) => {
      const sentNow = kind === 'superlike' ? 'like' : kind;
      sendOrQueue(publicationId, sentNow, () => {
        pending.cancel(publicationId);
        dispatch({ type: 'decisionFailed', publicationId, attempted: kind, previous });
      });
    },
    [sendOrQueue, pending],
  );

  const sendSuperlike = useCallback(
    (publicationId: string) => {
      sendOrQueue(publicationId, 'superlike', () => dispatch({ type: 'superlikeWithdrawn', publicationId }));
    },
    [sendOrQueue],
  );

  const decide = useCallback(
    (result: SearchResult, kind: DecisionKind): boolean => {
      if (!latestCallbacks.current.mayDecide(kind)) return false;
      const previous = decisionOf(latestState.current, result.id);
      dispatch({ type: 'decided', publicationId: result.id, decision: kind });
      latestCallbacks.current.onDecided(result.id);
      record(result.id, kind, previous);
      if (kind === 'superlike') {
        // The notice offers Cancelar only while the superlike waits: it closes as the superlike leaves.
        pending.start(result.id, () => {
          setNoticeFor((shown) => (shown === result.id ? null : shown));
          sendSuperlike(result.id);
        });
        setNoticeFor(result.id);
      } else {
        pending.cancel(result.id);
      }
      return true;
    },
    [record, sendSuperlike, pending],
  );

  const undo = useCallback(() => {
    const entry = lastUndoable(latestState.current);
    if (!entry || !latestCallbacks.current.mayDecide('like')) return;
    dispatch({ type: 'undoStarted' });
    pending.cancel(entry.publicationId);
    setNoticeFor((shown) => (shown === entry.publicationId ? null : shown));
    const undoneHere = () => {
      dispatch({ type: 'undoSucceeded' });
      latestCallbacks.current.onUndone(entry.publicationId);
    };
    const call: QueuedCall = { kind: 'undo', publicationId: entry.publicationId };
    latestCalls.current.set(entry.publicationId, call);
    if (queue.calls.length > 0) {
      queue.add(call);
      undoneHere();
      void queue.flush();
      return;
    }
    undoDecision(uuid, entry.publicationId, { quiet: true })
      .then(() => {
        undoneHere();
        latestCallbacks.current.onRecorded();
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (isConnectionLoss(error)) {
          if (latestCalls.current.get(entry.publicationId) === call) queue.add(call);
          undoneHere();
          return;
        }
        presentSwipeFailure(error);
        dispatch({ type: 'undoFailed' });
      });
  }, [uuid, pending, queue]);

  const likeAllUndecided = useCallback(() => {
    if (!latestCallbacks.current.mayDecide('like')) return;
    const undecided = results
      .filter((result) => decisionOf(latestState.current, result.id) === 'none')
      .map((result) => result.id)
      .slice(0, LIKES_ALL_MAX);
    likeAll(uuid, undecided)
      .then(({ message }) => {
        notifySuccess(message);
        dispatch({ type: 'likedAll', publicationIds: undecided });
        latestCallbacks.current.onRecorded();
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      });
  }, [uuid, results]);

  const cancelSuperlike = useCallback(() => {
    if (noticeFor && pending.cancel(noticeFor)) dispatch({ type: 'superlikeWithdrawn', publicationId: noticeFor });
    setNoticeFor(null);
  }, [noticeFor, pending]);

  return {
    state,
    decisionOf: (publicationId) => decisionOf(state, publicationId),
    decide,
    undoable: canUndo(state),
    undo,
    likeAllUndecided,
    noticeFor,
    cancelSuperlike,
    waitingForConnection: waiting,
  };
}
