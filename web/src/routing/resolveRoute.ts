import { matchRoute } from 'wouter';
import { compilePattern } from './pathPattern.ts';
import { ROUTE_NAMES, ROUTES, type RouteName } from './routeTable.ts';

export interface ResolvedRoute {
  name: RouteName;
  params: Record<string, string>;
}

/** The route a path opens, exactly as the router's Switch picks it (first match in table order). */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  for (const name of ROUTE_NAMES) {
    const [matched, params] = matchRoute(compilePattern, ROUTES[name].path, pathname);
    if (matched) {
      const named = Object.entries(params).filter(([key, value]) => Number.isNaN(Number(key)) && value !== undefined);
      return { name, params: Object.fromEntries(named) as Record<string, string> };
    }
  }
  return null;
}
