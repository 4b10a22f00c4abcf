// Mantine's toast container (with react-transition-group) is downloaded when the first toast is
// shown, not with every first screen: the store (notify.ts) keeps toasts until it mounts. Toasts
// take the header's band (app/global.css, docs/decisions/toasts.md), one at a time: a second one
// waits its turn instead of stacking below the header over the screen's title.
import { TIMING_MS } from '@app/contracts/limits';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./toastContainer.ts'));

export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={TIMING_MS.toast} limit={1} zIndex={1000} />
    </Suspense>
  ) : null;
}
