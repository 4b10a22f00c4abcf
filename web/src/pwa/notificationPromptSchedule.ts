// Whether the notification prompt may show when it looks (SPEC.md sections 4 and 9): only while the
// browser has not been asked (permission 'default'), not within 10 days of 'Ahora no', and not while
// a panel or the other prompt is open or nobody is signed in to subscribe.
import { SUPPRESSION_DAYS } from '@app/contracts/limits';
import type { PromptDecision } from './promptSchedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotificationPromptSituation {
  /** Notification.permission; 'unsupported' where the browser has no notifications or push. */
  permission: NotificationPermission | 'unsupported';
  dismissedAt: number | null;
  now: number;
  /** A side panel or another prompt is open. */
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
