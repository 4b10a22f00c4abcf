import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { viewer } from '../session/sessionState.ts';
import { homeDestination } from './access.ts';
import { navigateTo } from './navigation.ts';
import { PageLoader } from './PageLoader.tsx';
import { ROUTES } from './routeTable.ts';

/**
 * '/': the dashboard for premium users, otherwise the landing (once a stored session has loaded).
 * `shown` is the destination's screen, shown in place meanwhile (RouteScreen gives the landing and
 * a microsite's home): the server renders it at '/', and the client hydrates the same markup.
 */
export function HomeRedirect({ shown }: { shown?: ReactNode; routeName?: string }) {
  useSignals();
  const destination = homeDestination(viewer.value);
  useEffect(() => {
    if (destination) navigateTo(ROUTES[destination].path, { replace: true, keepDialogs: true });
  }, [destination]);
  return <>{shown ?? <PageLoader />}</>;
}
