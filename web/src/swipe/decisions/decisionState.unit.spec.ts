import type { SearchResult } from '@app/contracts/search/results';
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  type DecisionAction,
  type DecisionState,
  decisionBody,
  decisionOf,
  decisionOfResult,
  decisionReducer,
  initialDecisionState,
  lastUndoable,
} from './decisionState.ts';

const FIRST = '00000000-0000-4000-8000-000000000001';
const SECOND = '00000000-0000-4000-8000-000000000002';

function run(...actions: DecisionAction[]): DecisionState {
  return actions.reduce(decisionReducer, initialDecisionState);
}

function loaded(id: string, like: boolean | null, isSuper = false): SearchResult {
  return { id, like, is_super: isSuper } as SearchResult;
}

describe('a swipe decision per user', () => {
  it('reads the decision the server holds: none, like, superlike or reject', () => {
    expect(decisionOfResult({ like: null, is_super: false })).toBe('none');
    expect(decisionOfResult({ like: true, is_super: false })).toBe('like');
    expect(decisionOfResult({ like: true, is_super: true })).toBe('superlike');
    expect(decisionOfResult({ like: false, is_super: false })).toBe('reject');
  });

  it('is set at once and remembered for undo', () => {
    const state = run({ type: 'decided', publicationId: FIRST, decision: 'like' });
    expect(decisionOf(state, FIRST)).toBe('like');
    expect(state.history).toEqual([{ publicationId: FIRST, previous: 'none' }]);
    expect(canUndo(state)).toBe(true);
  });

  it('goes back to what it was when the call fails, and leaves nothing to undo', () => {
    const state = run(
      { type: 'decided', publicationId: FIRST, decision: 'reject' },
      { type: 'decided', publicationId: FIRST, decision: 'like' },
      { type: 'decisionFailed', publicationId: FIRST, attempted: 'like', previous: 'reject' },
    );
    expect(decisionOf(state, FIRST)).toBe('reject');
    expect(state.history).toEqual([{ publicationId: FIRST, previous: 'none' }]);
  });

  it('keeps a newer decision when an older call fails late', () => {
    const state = run(
      { type: 'decided', publicationId: FIRST, decision: 'like' },
      { type: 'decided', publicationId: FIRST, decision: 'reject' },
      { type: 'decisionFailed', publicationId: FIRST, attempted: 'like', previous: 'none' },
    );
    expect(decisionOf(state, FIRST)).toBe('reject');
  });

  it('loads server decisions without overriding the ones made here', () => {
    const state = run(
      { type: 'decided', publicationId: FIRST, decision: 'reject' },
      { type: 'resultsLoaded', results: [loaded(FIRST, true), loaded(SECOND, true, true)] },
    );
    expect(decisionOf(state, FIRST)).toBe('reject');
    expect(decisionOf(state, SECOND)).toBe('superlike');
    expect(state.history).toHaveLength(1);
  });

  it('withdraws a superlike to a like, and nothing else', () => {
    const superliked = run({ type: 'decided', publicationId: FIRST, decision: 'superlike' });
    expect(decisionOf(decisionReducer(superliked, { type: 'superlikeWithdrawn', publicationId: FIRST }), FIRST)).toBe(
      'like',
    );
    const rejected = run({ type: 'decided', publicationId: FIRST, decision: 'reject' });
    expect(decisionReducer(rejected, { type: 'superlikeWithdrawn', publicationId: FIRST })).toBe(rejected);
  });

  it('likes all the given publications at once, keeping superlikes', () => {
    const state = run(
      { type: 'decided', publicationId: FIRST, decision: 'superlike' },
      { type: 'likedAll', publicationIds: [FIRST, SECOND] },
    );
    expect(decisionOf(state, FIRST)).toBe('superlike');
    expect(decisionOf(state, SECOND)).toBe('like');
    expect(state.history).toHaveLength(1);
  });

  it('sends a superlike as a like with is_super', () => {
    expect(decisionBody(FIRST, 'superlike')).toEqual({ publication_id: FIRST, like: true, is_super: true });
    expect(decisionBody(FIRST, 'reject')).toEqual({ publication_id: FIRST, like: false, is_super: false });
  });
});

describe('undo history', () => {
  it('is not offered without history', () => {
    expect(canUndo(initialDecisionState)).toBe(false);
    expect(lastUndoable(initialDecisionState)).toBeNull();
  });

  it('undoes the most recent decision first, resetting it to none', () => {
    const decided = run(
      { type: 'decided', publicationId: FIRST, decision: 'like' },
      { type: 'decided', publicationId: SECOND, decision: 'reject' },
    );
    expect(lastUndoable(decided)).toEqual({ publicationId: SECOND, previous: 'none' });
    const undone = run(
      { type: 'decided', publicationId: FIRST, decision: 'like' },
      { type: 'decided', publicationId: SECOND, decision: 'reject' },
      { type: 'undoStarted' },
      { type: 'undoSucceeded' },
    );
    expect(decisionOf(undone, SECOND)).toBe('none');
    expect(decisionOf(undone, FIRST)).toBe('like');
    expect(lastUndoable(undone)).toEqual({ publicationId: FIRST, previous: 'none' });
  });

  it('is disabled while undoing, and keeps the entry when the undo fails', () => {
    const undoing = run({ type: 'decided', publicationId: FIRST, decision: 'like' }, { type: 'undoStarted' });
    expect(canUndo(undoing)).toBe(false);
    expect(lastUndoable(undoing)).toBeNull();
    const failed = decisionReducer(undoing, { type: 'undoFailed' });
    expect(canUndo(failed)).toBe(true);
    expect(decisionOf(failed, FIRST)).toBe('like');
  });
});

describe('decisions kept offline', () => {
  it('show as made after a reload, over what the server sends, without an undo entry', () => {
    const state = run(
      { type: 'queuedRestored', decisions: { [FIRST]: 'reject', [SECOND]: 'none' } },
      { type: 'resultsLoaded', results: [loaded(FIRST, true), loaded(SECOND, true)] },
    );
    expect(decisionOf(state, FIRST)).toBe('reject');
    expect(decisionOf(state, SECOND)).toBe('none');
    expect(canUndo(state)).toBe(false);
  });
});
