// A search created, changed or deleted anywhere in the app: the screens listing searches (landing
// strip, menu, history, account list) and the ones showing a single search read them again.
import { invalidateScopes } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';

export function searchesChanged(): void {
  void invalidateScopes(QUERY_SCOPES.searches, QUERY_SCOPES.everySearch);
}
