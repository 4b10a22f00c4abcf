// Opens one route: applies its guard (wait, deny with the guard's message and go home, or allow)
// and renders its lazily loaded screen.
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { openIdentify } from '../dialogs/dialogState.ts';
import { notifyError } from '../feedback/notify.ts';
import { viewer } from '../session/sessionState.ts';
import { FailureBoundary } from '../shell/failure/FailureBoundary.tsx';
import { ScreenFailure } from '../shell/failure/ScreenFailure.tsx';
import { type AccessDecision, decideAccess } from './access.ts';
import { shownAtHome } from './firstScreen.ts';
import { HomeRedirect } from './HomeRedirect.tsx';
import { goHome, rememberNext } from './navigation.ts';
import { PageLoader } from './PageLoader.tsx';
import { PAGES } from './pages.ts';
import { NOT_FOUND_TITLE, ROUTES, type RouteGuard } from './routeTable.ts';
import type { ScreenName } from './screenProps.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

const NO_GUARD: RouteGuard = { access: 'anyone' };

function turnAway(decision: Extract<AccessDecision, { kind: 'deny' }>, guard: RouteGuard, attempted: string): void {
  if (decision.message) notifyError(decision.message);
  if (decision.identify) rememberNext(attempted);
  goHome({ replace: true });
  if (decision.identify) {
    openIdentify(decision.identify, {
      requires: { verifiedEmail: guard.verifiedEmail === true, premium: guard.access === 'premium' },
    });
  }
}

export function RouteScreen({ name }: { name: ScreenName }) {
  useSignals();
  const [location] = useLocation();
  const guard = name === 'notFound' ? NO_GUARD : ROUTES[name].guard;
  const decision = decideAccess(guard, viewer.value);
  useDocumentTitle(name === 'notFound' ? NOT_FOUND_TITLE : ROUTES[name].title);

  // One denial per visit, even when React runs effects twice or the session changes meanwhile.
  const turnedAwayFrom = useRef<string | null>(null);
  useEffect(() => {
    if (decision.kind !== 'deny' || turnedAwayFrom.current === location) return;
    turnedAwayFrom.current = location;
    turnAway(decision, guard, `${location}${window.location.search}`);
  }, [decision, guard, location]);

  if (decision.kind !== 'allow') return <PageLoader />;
  return (
    <FailureBoundary resetKey={location} fallback={<ScreenFailure />}>
      <Suspense fallback={<PageLoader />}>
        <ScreenOf name={name} />
      </Suspense>
    </FailureBoundary>
  );
}

/** The route's screen; '/' shows where it leads in place (the landing or a microsite's home). */
function ScreenOf({ name }: { name: ScreenName }) {
  useSignals();
  const home = name === 'home' ? shownAtHome() : null;
  if (home === null) {
    const Screen = PAGES[name];
    return <Screen routeName={name} />;
  }
  const Shown = PAGES[home];
  return <HomeRedirect shown={<Shown routeName={home} />} />;
}
