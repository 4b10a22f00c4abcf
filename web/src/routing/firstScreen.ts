// The screen a path opens first, as RouteScreen shows it: '/' shows the landing (or, on a
// microsite's host, its home) in place while it moves to that screen's address.

import { viewer } from '../session/sessionState.ts';
import { homeDestination } from './access.ts';
import { resolveRoute } from './resolveRoute.ts';
import type { RouteName } from './routeTable.ts';
import type { ScreenName } from './screenProps.ts';

/** The screen '/' shows in place while it moves: the landing or a microsite's home, else none. */
export function shownAtHome(): Extract<RouteName, 'landing' | 'microsite.home'> | null {
  const destination = homeDestination(viewer.value);
  return destination === 'landing' || destination === 'microsite.home' ? destination : null;
}

export function firstScreenName(pathname: string): ScreenName {
  const name = resolveRoute(pathname)?.name ?? 'notFound';
  return name === 'home' ? (shownAtHome() ?? 'home') : name;
}
