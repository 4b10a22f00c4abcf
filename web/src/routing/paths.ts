import { fillPath, type PathParams, type QueryValues } from './pathPattern.ts';
import { ROUTES, type RouteName, type RoutePath } from './routeTable.ts';

type ParamsArguments<Name extends RouteName> = keyof PathParams<RoutePath<Name>> extends never
  ? [params?: Record<string, never>, query?: QueryValues]
  : [params: PathParams<RoutePath<Name>>, query?: QueryValues];

/** The address of a named route: pathTo('search.result', { uuid }). */
export function pathTo<Name extends RouteName>(name: Name, ...[params, query]: ParamsArguments<Name>): string {
  return fillPath(ROUTES[name].path, (params ?? {}) as Record<string, string>, query);
}
