// What the route table hands every screen; screens import it from here, not from the pages that load them.
import type { RouteName } from './routeTable.ts';

export type ScreenName = RouteName | 'notFound';
export interface ScreenProps {
  routeName: ScreenName;
}
