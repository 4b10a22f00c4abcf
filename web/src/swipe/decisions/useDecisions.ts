// Deciding and undoing on the swipe screen: the state changes at once, the call follows, and a
// refusal puts the decision back. A superlike is sent at once (the seller sees it while the notice
// shows); Cancelar within the notice's 7 s takes it back as a plain like. A call that finds no connection is kept in the offline queue and
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
import { createSuperlikeWindows } from './superlikeWindows.ts';
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
  const [windows] = useState(createSuperlikeWindows);
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
  useEffect(() => () => windows.closeAll(), [windows]);
  useEffect(() => {
    const kept = Object.fromEntries(queue.calls.map((call) => [call.publicationId, decisionOfCall(call)]));
    if (Object.keys(kept).length > 0) dispatch({ type: 'queuedRestored', decisions: kept });
  }, [queue]);

  /** Each publication's latest call: an older one that fails late must not replace it in the queue. */
  const latestCalls = useRef(new Map<string, QueuedCall>());
  /** Each publication's call in flight: a cancel goes after the superlike it takes back. */
  const inFlight = useRef(new Map<string, Promise<unknown>>());
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
      const sent = sendDecisionCall(uuid, publicationId, decision, latestCallbacks, whenRefused).then((outcome) => {
        // Kept only while no newer call for the publication has been made meanwhile.
        if (outcome === 'offline' && latestCalls.current.get(publicationId) === call) queue.add(call);
      });
      inFlight.current.set(publicationId, sent);
    },
    [uuid, queue],
  );

  const closeNotice = useCallback((publicationId: string) => {
    setNoticeFor((shown) => (shown === publicationId ? null : shown));
  }, []);

  const record = useCallback(
    (publicationId: string, kind: DecisionKind, previous: SwipeDecision) => {
      const refused = () => {
        windows.close(publicationId);
        closeNotice(publicationId);
        dispatch({ type: 'decisionFailed', publicationId, attempted: kind, previous });
      };
      if (kind !== 'superlike') {
        sendOrQueue(publicationId, kind, refused);
        return;
      }
      // A superlike refused (the day's superlikes are used up) still goes as a like.
      sendOrQueue(publicationId, 'superlike', () => {
        windows.close(publicationId);
        closeNotice(publicationId);
        dispatch({ type: 'superlikeWithdrawn', publicationId });
        sendOrQueue(publicationId, 'like', refused);
      });
    },
    [sendOrQueue, windows, closeNotice],
  );

  const decide = useCallback(
    (result: SearchResult, kind: DecisionKind): boolean => {
      if (!latestCallbacks.current.mayDecide(kind)) return false;
      const previous = decisionOf(latestState.current, result.id);
      dispatch({ type: 'decided', publicationId: result.id, decision: kind });
      latestCallbacks.current.onDecided(result.id);
      record(result.id, kind, previous);
      if (kind === 'superlike') {
        // Cancelar is offered only while the window is open: the notice closes with it.
        windows.open(result.id, () => closeNotice(result.id));
        setNoticeFor(result.id);
      } else {
        windows.close(result.id);
      }
      return true;
    },
    [record, windows, closeNotice],
  );

  const undo = useCallback(() => {
    const entry = lastUndoable(latestState.current);
    if (!entry || !latestCallbacks.current.mayDecide('like')) return;
    dispatch({ type: 'undoStarted' });
    windows.close(entry.publicationId);
    closeNotice(entry.publicationId);
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
  }, [uuid, windows, closeNotice, queue]);

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

  /** Takes the superlike back as a plain like, after its own call (never overtaking it). */
  const cancelSuperlike = useCallback(() => {
    setNoticeFor(null);
    if (!noticeFor || !windows.close(noticeFor)) return;
    const publicationId = noticeFor;
    dispatch({ type: 'superlikeWithdrawn', publicationId });
    const superlikeSent = inFlight.current.get(publicationId) ?? Promise.resolve();
    void superlikeSent.then(() => {
      if (decisionOf(latestState.current, publicationId) !== 'like') return;
      // Refused (the search stopped being shared meanwhile): the failure shows, nothing else to undo.
      sendOrQueue(publicationId, 'like', () => {});
    });
  }, [noticeFor, windows, sendOrQueue]);

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
