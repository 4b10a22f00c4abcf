// When the notification prompt shows (SPEC.md section 4 and 9): 5 s after the app starts, when the
// browser has not been asked yet (permission 'default') and the person did not dismiss it in the
// last 10 days; while a dialog is open, nobody is signed in to subscribe, or the person is swiping
// (the panel would cover the decision buttons) it looks again every 60 s. A first coincidence on the
// swipe screen is a good moment to ask: the app looks at once then.
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
  /** On the swipe screen with no coincidence yet in this visit. */
  swiping: boolean;
}

export function notificationPromptDecision(situation: NotificationPromptSituation): PromptDecision {
  if (situation.permission !== 'default') return 'skip';
  const suppressedUntil =
    (situation.dismissedAt ?? Number.NEGATIVE_INFINITY) + SUPPRESSION_DAYS.notificationPrompt * DAY_MS;
  if (situation.now < suppressedUntil) return 'skip';
  return situation.dialogOpen || !situation.signedIn || situation.swiping ? 'retry' : 'offer';
}

export interface NotificationPromptLooks {
  /** Looks now instead of at the next retry; nothing before the first look or after the last. */
  lookNow(): void;
}

/** Runs the schedule: `situation` is read at each look, `offer` is called at most once. */
export function scheduleNotificationPrompt(
  situation: () => NotificationPromptSituation,
  offer: () => void,
  timers: PromptTimers,
): NotificationPromptLooks {
  // Each look belongs to a round; a look made now starts a new round and the old retry is ignored.
  let round = 0;
  let retrying = false;
  const look = (lookRound: number) => {
    if (lookRound !== round) return;
    const decision = notificationPromptDecision(situation());
    retrying = decision === 'retry';
    if (decision === 'offer') offer();
    else if (retrying) timers.setTimeout(() => look(lookRound), TIMING_MS.notificationPromptRetry);
  };
  timers.setTimeout(() => look(round), TIMING_MS.notificationPrompt);
  return {
    lookNow() {
      if (!retrying) return;
      round += 1;
      look(round);
    },
  };
}
