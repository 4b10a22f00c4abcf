// Deciding and undoing on the swipe screen: the state changes at once, the call follows, and a
// failure puts the decision back. A superlike is recorded as a like at once and upgraded when its
// notice ends, unless cancelled.
import type { SearchResult } from '@app/contracts/search/results';
import { LIKES_ALL_MAX, type SwipeUser } from '@app/contracts/swipe/decisions';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../api/failures.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { likeAll, sendDecision, undoDecision } from '../api/swipeApi.ts';
import {
  canUndo,
  type DecisionState,
  decisionBody,
  decisionOf,
  decisionReducer,
  initialDecisionState,
  lastUndoable,
  type SwipeDecision,
} from './decisionState.ts';
import { createPendingSuperlikes } from './pendingSuperlikes.ts';

export type DecisionKind = Exclude<SwipeDecision, 'none'>;

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
}

export function useDecisions(uuid: string, results: readonly SearchResult[], callbacks: DecisionCallbacks): Decisions {
  const [state, dispatch] = useReducer(decisionReducer, initialDecisionState);
  const [noticeFor, setNoticeFor] = useState<string | null>(null);
  const [pending] = useState(createPendingSuperlikes);
  const latestState = useRef(state);
  latestState.current = state;
  const latestCallbacks = useRef(callbacks);
  latestCallbacks.current = callbacks;

  useEffect(() => dispatch({ type: 'resultsLoaded', results }), [results]);
  useEffect(() => () => pending.sendAllNow(), [pending]);

  const record = useCallback(
    (publicationId: string, kind: DecisionKind, previous: SwipeDecision) => {
      const sentNow = kind === 'superlike' ? 'like' : kind;
      sendDecision(uuid, decisionBody(publicationId, sentNow))
        .then(({ coincidences }) => {
          latestCallbacks.current.onRecorded();
          if (coincidences.exists) latestCallbacks.current.onCoincidence(coincidences.users, publicationId);
        })
        .catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          pending.cancel(publicationId);
          dispatch({ type: 'decisionFailed', publicationId, attempted: kind, previous });
        });
    },
    [uuid, pending],
  );

  const sendSuperlike = useCallback(
    (publicationId: string) => {
      sendDecision(uuid, decisionBody(publicationId, 'superlike'))
        .then(() => latestCallbacks.current.onRecorded())
        .catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          dispatch({ type: 'superlikeWithdrawn', publicationId });
        });
    },
    [uuid],
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
    undoDecision(uuid, entry.publicationId)
      .then(() => {
        dispatch({ type: 'undoSucceeded' });
        latestCallbacks.current.onUndone(entry.publicationId);
        latestCallbacks.current.onRecorded();
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        dispatch({ type: 'undoFailed' });
      });
  }, [uuid, pending]);

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
  };
}
