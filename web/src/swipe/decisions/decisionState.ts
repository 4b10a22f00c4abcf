// Each publication's decision for the person swiping (SPEC.md section 4, "Swipe decision per
// user"): set at once, reverted when the call fails, and undone from the most recent back.
import type { SearchResult } from '@app/contracts/search/results';

export type SwipeDecision = 'none' | 'like' | 'superlike' | 'reject';
export type DecisionKind = Exclude<SwipeDecision, 'none'>;

/** A decision that can be undone: which publication, and what it was before. */
export interface UndoEntry {
  publicationId: string;
  previous: SwipeDecision;
}

export interface DecisionState {
  byPublication: Readonly<Record<string, SwipeDecision>>;
  /** Most recent last. */
  history: readonly UndoEntry[];
  undoing: boolean;
}

export const initialDecisionState: DecisionState = { byPublication: {}, history: [], undoing: false };

export type DecisionAction =
  /** Results arrived with the decisions the server already holds (never overrides a local one). */
  | { type: 'resultsLoaded'; results: readonly SearchResult[] }
  | { type: 'decided'; publicationId: string; decision: Exclude<SwipeDecision, 'none'> }
  /** Decisions kept offline in an earlier visit, not yet on the server: shown as made (not undoable). */
  | { type: 'queuedRestored'; decisions: Readonly<Record<string, SwipeDecision>> }
  /** The call failed: back to what it was, unless something newer replaced the attempt meanwhile. */
  | { type: 'decisionFailed'; publicationId: string; attempted: SwipeDecision; previous: SwipeDecision }
  /** 'Me gustan todas': the given publications become likes (not undone one by one). */
  | { type: 'likedAll'; publicationIds: readonly string[] }
  /** A superlike cancelled within its notice, or whose sending failed, stays a like. */
  | { type: 'superlikeWithdrawn'; publicationId: string }
  | { type: 'undoStarted' }
  | { type: 'undoSucceeded' }
  | { type: 'undoFailed' };

export function decisionOfResult(result: Pick<SearchResult, 'like' | 'is_super'>): SwipeDecision {
  if (result.like === null) return 'none';
  if (!result.like) return 'reject';
  return result.is_super ? 'superlike' : 'like';
}

export function decisionOf(state: DecisionState, publicationId: string): SwipeDecision {
  return state.byPublication[publicationId] ?? 'none';
}

export function canUndo(state: DecisionState): boolean {
  return state.history.length > 0 && !state.undoing;
}

/** The entry an undo would revert, if any. */
export function lastUndoable(state: DecisionState): UndoEntry | null {
  return canUndo(state) ? (state.history.at(-1) ?? null) : null;
}

function withDecision(state: DecisionState, publicationId: string, decision: SwipeDecision): DecisionState {
  return { ...state, byPublication: { ...state.byPublication, [publicationId]: decision } };
}

export function decisionReducer(state: DecisionState, action: DecisionAction): DecisionState {
  switch (action.type) {
    case 'resultsLoaded': {
      const known = { ...state.byPublication };
      for (const result of action.results) known[result.id] ??= decisionOfResult(result);
      return { ...state, byPublication: known };
    }
    case 'decided': {
      const previous = decisionOf(state, action.publicationId);
      const decided = withDecision(state, action.publicationId, action.decision);
      return { ...decided, history: [...state.history, { publicationId: action.publicationId, previous }] };
    }
    case 'queuedRestored':
      return { ...state, byPublication: { ...state.byPublication, ...action.decisions } };
    case 'decisionFailed': {
      if (decisionOf(state, action.publicationId) !== action.attempted) return state;
      const reverted = withDecision(state, action.publicationId, action.previous);
      const lastIndex = state.history.findLastIndex((entry) => entry.publicationId === action.publicationId);
      return { ...reverted, history: state.history.filter((_, index) => index !== lastIndex) };
    }
    case 'likedAll': {
      const liked = { ...state.byPublication };
      for (const id of action.publicationIds) if (liked[id] !== 'superlike') liked[id] = 'like';
      return { ...state, byPublication: liked };
    }
    case 'superlikeWithdrawn':
      if (decisionOf(state, action.publicationId) !== 'superlike') return state;
      return withDecision(state, action.publicationId, 'like');
    case 'undoStarted':
      return { ...state, undoing: true };
    case 'undoSucceeded': {
      const entry = state.history.at(-1);
      if (!entry) return { ...state, undoing: false };
      const reset = withDecision(state, entry.publicationId, 'none');
      return { ...reset, history: state.history.slice(0, -1), undoing: false };
    }
    case 'undoFailed':
      return { ...state, undoing: false };
    default: {
      const unexpected: never = action;
      return unexpected;
    }
  }
}

/** What POST /search/{uuid}/decision carries for a decision (a superlike is a like with is_super). */
export function decisionBody(publicationId: string, decision: Exclude<SwipeDecision, 'none'>) {
  return { publication_id: publicationId, like: decision !== 'reject', is_super: decision === 'superlike' };
}
