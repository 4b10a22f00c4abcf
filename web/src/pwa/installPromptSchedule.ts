// When the install prompt shows (SPEC.md section 4 and 9): 60 s after the app starts, when the app
// is not installed and the person did not dismiss it in the last 10 days; while a dialog is open or
// the person is swiping (it would cover the decision buttons) it looks again every 5 s.
import { SUPPRESSION_DAYS, TIMING_MS } from '@app/contracts/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PromptDecision = 'offer' | 'retry' | 'skip';

export interface PromptSituation {
  installed: boolean;
  /** When the person last dismissed it (ms since the epoch), or null. */
  dismissedAt: number | null;
  now: number;
  dialogOpen: boolean;
  swiping: boolean;
}

export function installPromptDecision(situation: PromptSituation): PromptDecision {
  if (situation.installed) return 'skip';
  const suppressedUntil = (situation.dismissedAt ?? Number.NEGATIVE_INFINITY) + SUPPRESSION_DAYS.installPrompt * DAY_MS;
  if (situation.now < suppressedUntil) return 'skip';
  return situation.dialogOpen || situation.swiping ? 'retry' : 'offer';
}

export interface PromptTimers {
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Runs the schedule: `situation` is read at each look, `offer` is called at most once. */
export function scheduleInstallPrompt(situation: () => PromptSituation, offer: () => void, timers: PromptTimers): void {
  const look = () => {
    const decision = installPromptDecision(situation());
    if (decision === 'offer') offer();
    else if (decision === 'retry') timers.setTimeout(look, TIMING_MS.installPromptRetry);
  };
  timers.setTimeout(look, TIMING_MS.installPrompt);
}
