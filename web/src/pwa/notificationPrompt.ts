// The notification prompt's state in the browser: whether it shows, the dismissal stamp, and the
// schedule started with the app, which looks again as soon as someone is signed in. A device whose
// permission was already granted is subscribed again whenever someone signs in on it, so pushes
// follow whoever uses it now.
import { effect, signal, untracked } from '@preact/signals-react';
import { currentUser } from '../session/sessionState.ts';
import { someDialogOpen } from './installPrompt.ts';
import { type NotificationPromptLooks, scheduleNotificationPrompt } from './notificationPromptSchedule.ts';
import { enableNotifications, pushSupported, subscribeThisDevice } from './pushSubscription.ts';
import { swipeScreenOpen } from './swipeScreenOpen.ts';

const DISMISSED_KEY = 'notification-prompt-dismissed-at';

export const notificationPromptOpen = signal(false);
let looks: NotificationPromptLooks | null = null;
let coincidedThisVisit = false;

/** A first coincidence: the moment to ask, even on the swipe screen. */
export function offerNotificationsAfterCoincidence(): void {
  coincidedThisVisit = true;
  looks?.lookNow();
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
  looks = scheduleNotificationPrompt(
    () => ({
      permission: permission(),
      dismissedAt: dismissedAt(),
      now: Date.now(),
      dialogOpen: someDialogOpen(),
      signedIn: currentUser.peek() !== null,
      swiping: swipeScreenOpen() && !coincidedThisVisit,
    }),
    () => {
      notificationPromptOpen.value = true;
    },
    window,
  );
  let subscribedFor: string | null = null;
  let lookedFor: string | null = null;
  effect(() => {
    const userId = currentUser.value?.id ?? null;
    if (userId === null) return;
    // Someone signed in after the first look (a slow connection): ask now, not a minute later. Once
    // per person: the user's periodic refresh is not a new reason to look.
    if (userId !== lookedFor) {
      lookedFor = userId;
      untracked(() => looks?.lookNow());
    }
    if (userId === subscribedFor || permission() !== 'granted') return;
    subscribedFor = userId;
    void subscribeThisDevice();
  });
}
