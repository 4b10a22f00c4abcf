// Screens that list searches (landing strip, menu, history, account list) reload when one is
// created, changed or deleted anywhere in the app.
import { signal } from '@preact/signals-react';
import { invalidateScopes } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';

export const searchesVersion = signal(0);

export function searchesChanged(): void {
  searchesVersion.value += 1;
  void invalidateScopes(QUERY_SCOPES.searches);
}
