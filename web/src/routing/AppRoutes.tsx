import { Route, Switch } from 'wouter';
import { RouteScreen } from './RouteScreen.tsx';
import { ROUTE_NAMES, ROUTES } from './routeTable.ts';

/** Every route of the table in matching order, then the catch-all 'Página no encontrada :('. */
export function AppRoutes() {
  return (
    <Switch>
      {ROUTE_NAMES.map((name) => (
        <Route key={name} path={ROUTES[name].path}>
          <RouteScreen name={name} />
        </Route>
      ))}
      <Route>
        <RouteScreen name="notFound" />
      </Route>
    </Switch>
  );
}
