// A long press on like (SPEC.md section 4, "Like hold"): held from 500 ms (the button shows it),
// a superlike at 1,500 ms; releasing earlier is a plain like, leaving the button cancels.
import { TIMING_MS } from '@app/contracts/limits';

export type HoldPhase = 'idle' | 'pressed' | 'held' | 'superliked';

export interface HoldState {
  phase: HoldPhase;
  /** When the press began (ms). */
  pressedAt: number | null;
}

export type HoldEvent =
  | { type: 'press'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'release'; at: number }
  | { type: 'cancel' };

/** What the press decided, once: null while it is still undecided. */
export type HoldOutcome = 'like' | 'superlike' | null;

export const idleHold: HoldState = { phase: 'idle', pressedAt: null };

export function phaseAfter(elapsedMs: number, superlikeAllowed: boolean): Exclude<HoldPhase, 'idle'> {
  if (superlikeAllowed && elapsedMs >= TIMING_MS.superlikeHold) return 'superliked';
  if (elapsedMs >= TIMING_MS.likeHeld) return 'held';
  return 'pressed';
}

/** Progress towards the superlike, 0 to 1, for the button's ring. */
export function holdProgress(state: HoldState, now: number): number {
  if (state.pressedAt === null) return 0;
  if (state.phase === 'superliked') return 1;
  return Math.min(1, Math.max(0, (now - state.pressedAt) / TIMING_MS.superlikeHold));
}

export function nextHold(
  state: HoldState,
  event: HoldEvent,
  superlikeAllowed: boolean,
): { state: HoldState; outcome: HoldOutcome } {
  switch (event.type) {
    case 'press':
      return { state: { phase: 'pressed', pressedAt: event.at }, outcome: null };
    case 'tick': {
      if (state.pressedAt === null || state.phase === 'superliked') return { state, outcome: null };
      const phase = phaseAfter(event.at - state.pressedAt, superlikeAllowed);
      return { state: { ...state, phase }, outcome: phase === 'superliked' ? 'superlike' : null };
    }
    case 'release': {
      if (state.pressedAt === null) return { state: idleHold, outcome: null };
      // A superlike was already given at 1,500 ms; the release only ends the press.
      if (state.phase === 'superliked') return { state: idleHold, outcome: null };
      const phase = phaseAfter(event.at - state.pressedAt, superlikeAllowed);
      return { state: idleHold, outcome: phase === 'superliked' ? 'superlike' : 'like' };
    }
    case 'cancel':
      return { state: idleHold, outcome: null };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
