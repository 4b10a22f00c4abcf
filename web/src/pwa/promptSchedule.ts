// When a prompt looks (docs/decisions/pwa.md): never when the app starts, only after a moment that
// earns it (a first coincidence, instant alerts turned on, a publication created). `delay` after that
// moment it looks; while something is in the way ('retry') it looks again every `retry`; it offers
// at most once per visit. What a look decides comes from the prompt's own rules.

export type PromptDecision = 'offer' | 'retry' | 'skip';

export interface PromptTimers {
  setTimeout(callback: () => void, ms: number): unknown;
}

export interface PromptTimings {
  /** After the earning moment, before the first look (SPEC.md section 9). */
  delay: number;
  /** Between looks while something is in the way. */
  retry: number;
}

export interface PromptSchedule {
  /**
   * A moment that earns the prompt: it looks `delay` later, unless it already waits or offered.
   * `waited`: how long ago the moment was (a visit's start, for a device that earned it before).
   */
  earn(waited?: number): void;
  /** Looks now instead of at the next retry (someone just signed in); nothing before the first look. */
  lookNow(): void;
}

export function schedulePrompt(
  timings: PromptTimings,
  decide: () => PromptDecision,
  offer: () => void,
  timers: PromptTimers,
): PromptSchedule {
  let state: 'idle' | 'delayed' | 'retrying' | 'done' = 'idle';
  // Each look belongs to a round; a look made now starts a new round and the old retry is ignored.
  let round = 0;
  const look = (lookRound: number) => {
    if (lookRound !== round) return;
    const decision = decide();
    if (decision === 'retry') {
      state = 'retrying';
      timers.setTimeout(() => look(lookRound), timings.retry);
      return;
    }
    state = decision === 'offer' ? 'done' : 'idle';
    if (decision === 'offer') offer();
  };
  return {
    earn(waited = 0) {
      if (state !== 'idle') return;
      state = 'delayed';
      timers.setTimeout(() => look(round), Math.max(0, timings.delay - waited));
    },
    lookNow() {
      if (state !== 'retrying') return;
      round += 1;
      look(round);
    },
  };
}
