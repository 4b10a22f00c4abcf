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
