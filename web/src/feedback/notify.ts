// Toasts: top-center, over the header's band, 4000 ms (SPEC.md section 9; docs/decisions/toasts.md);
// notices that carry more stay 7000 ms.
import { TIMING_MS } from '@app/contracts/limits';
import { notifications } from '@mantine/notifications';

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TIMING_MS.toast });
}

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TIMING_MS.toast });
}

export function notifyNotice(message: string): void {
  notifications.show({ message, color: 'premium', autoClose: TIMING_MS.notice });
}

/**
 * Live news from another person (a coincidence, a superlike, a finished selection): one toast shows
 * at a time, so it replaces whatever is up rather than waiting seconds behind an older message.
 */
export function notifyLiveNotice(message: string): void {
  notifications.clean();
  notifyNotice(message);
}
