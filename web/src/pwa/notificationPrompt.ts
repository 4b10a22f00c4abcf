// The notification prompt's state in the browser: whether it shows, the dismissal stamp, and the
// schedule: 5 s after a moment that earns it (promptMoments.ts), again every 60 s while a panel or
// the install prompt is open or nobody is signed in, and at once when someone signs in then. A
// device whose permission was already granted is subscribed again whenever someone signs in on it,
// so pushes follow whoever uses it now.
import { TIMING_MS } from '@app/contracts/limits';
import { effect, untracked } from '@preact/signals-react';
import { currentUser } from '../session/sessionState.ts';
import { onFirstInteraction } from '../shared/onFirstInteraction.ts';
import { someDialogOpen } from './installPrompt.ts';
import { notificationPromptDecision } from './notificationPromptSchedule.ts';
import { onPromptsEarned, promptsEarned, promptsEarnedBefore, watchPromptMoments } from './promptMoments.ts';
import { schedulePrompt } from './promptSchedule.ts';
import { installPromptOpen, notificationPromptOpen } from './promptState.ts';
import { enableNotifications, pushSupported, subscribeThisDevice } from './pushSubscription.ts';

const DISMISSED_KEY = 'notification-prompt-dismissed-at';

/** A first coincidence: a moment that earns the prompts, even on the swipe screen. */
export function offerNotificationsAfterCoincidence(): void {
  promptsEarned('coincidence');
}

function dismissedAt(): number | null {
  try {
    const stored = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function dismissNotificationPrompt(): void {
  notificationPromptOpen.value = false;
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // Without storage the prompt simply comes back next visit.
  }
}

export async function acceptNotificationPrompt(): Promise<void> {
  notificationPromptOpen.value = false;
  await enableNotifications();
}

const permission = () => (pushSupported() ? Notification.permission : 'unsupported');

export function startNotificationPrompt(): void {
  // The calls that earn the prompts are made by someone interacting; their contracts come with zod.
  onFirstInteraction(() => void watchPromptMoments());
  const schedule = schedulePrompt(
    { delay: TIMING_MS.notificationPrompt, retry: TIMING_MS.notificationPromptRetry },
    () =>
      notificationPromptDecision({
        permission: permission(),
        dismissedAt: dismissedAt(),
        now: Date.now(),
        dialogOpen: someDialogOpen() || installPromptOpen.peek(),
        signedIn: currentUser.peek() !== null,
      }),
    () => {
      notificationPromptOpen.value = true;
    },
    window,
  );
  onPromptsEarned(() => schedule.earn());
  if (promptsEarnedBefore()) schedule.earn();
  let subscribedFor: string | null = null;
  let lookedFor: string | null = null;
  effect(() => {
    const userId = currentUser.value?.id ?? null;
    if (userId === null) return;
    // Someone signed in while the prompt waited for a session: ask now, not a minute later. Once
    // per person: the user's periodic refresh is not a new reason to look.
    if (userId !== lookedFor) {
      lookedFor = userId;
      untracked(() => schedule.lookNow());
    }
    if (userId === subscribedFor || permission() !== 'granted') return;
    subscribedFor = userId;
    void subscribeThisDevice();
  });
}
