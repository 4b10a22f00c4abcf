// Whether the install prompt may show when it looks (SPEC.md sections 4 and 9): not inside the
// installed app, not within 10 days of 'Ahora no', and not while a panel or the other prompt is open.
import { SUPPRESSION_DAYS } from '@app/contracts/limits';
import type { PromptDecision } from './promptSchedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InstallPromptSituation {
  installed: boolean;
  /** When the person last dismissed it (ms since the epoch), or null. */
  dismissedAt: number | null;
  now: number;
  /** A side panel or another prompt is open. */
  dialogOpen: boolean;
}

export function installPromptDecision(situation: InstallPromptSituation): PromptDecision {
  if (situation.installed) return 'skip';
  const suppressedUntil = (situation.dismissedAt ?? Number.NEGATIVE_INFINITY) + SUPPRESSION_DAYS.installPrompt * DAY_MS;
  if (situation.now < suppressedUntil) return 'skip';
  return situation.dialogOpen ? 'retry' : 'offer';
}
