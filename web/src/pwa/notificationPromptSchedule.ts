// When the notification prompt shows (SPEC.md section 4 and 9): 5 s after the app starts, when the
// browser has not been asked yet (permission 'default') and the person did not dismiss it in the
// last 10 days; while a dialog is open, or nobody is signed in to subscribe, it looks again every 60 s.
import { SUPPRESSION_DAYS, TIMING_MS } from '@app/contracts/limits';
import type { PromptDecision, PromptTimers } from './installPromptSchedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotificationPromptSituation {
  /** Notification.permission; 'unsupported' where the browser has no notifications or push. */
  permission: NotificationPermission | 'unsupported';
  dismissedAt: number | null;
  now: number;
  dialogOpen: boolean;
  signedIn: boolean;
}

export function notificationPromptDecision(situation: NotificationPromptSituation): PromptDecision {
  if (situation.permission !== 'default') return 'skip';
  const suppressedUntil =
    (situation.dismissedAt ?? Number.NEGATIVE_INFINITY) + SUPPRESSION_DAYS.notificationPrompt * DAY_MS;
  if (situation.now < suppressedUntil) return 'skip';
  return situation.dialogOpen || !situation.signedIn ? 'retry' : 'offer';
}

/** Runs the schedule: `situation` is read at each look, `offer` is called at most once. */
export function scheduleNotificationPrompt(
  situation: () => NotificationPromptSituation,
  offer: () => void,
  timers: PromptTimers,
): void {
  const look = () => {
    const decision = notificationPromptDecision(situation());
    if (decision === 'offer') offer();
    else if (decision === 'retry') timers.setTimeout(look, TIMING_MS.notificationPromptRetry);
  };
  timers.setTimeout(look, TIMING_MS.notificationPrompt);
}
