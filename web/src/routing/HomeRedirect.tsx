import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { viewer } from '../session/sessionState.ts';
import { homeDestination } from './access.ts';
import { navigateTo } from './navigation.ts';
import { PageLoader } from './PageLoader.tsx';
import { ROUTES } from './routeTable.ts';

/** '/': the dashboard for premium users, otherwise the landing (once a stored session has loaded). */
export function HomeRedirect() {
  useSignals();
  const destination = homeDestination(viewer.value);
  useEffect(() => {
    if (destination) navigateTo(ROUTES[destination].path, { replace: true, keepDialogs: true });
  }, [destination]);
  return <PageLoader />;
}
