// Screens that show publications (list, guide, storefront) reload when one is created, changed or
// deleted anywhere in the app.
import { signal } from '@preact/signals-react';
import { invalidateScopes } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';

export const publicationsVersion = signal(0);

export function publicationsChanged(): void {
  publicationsVersion.value += 1;
  void invalidateScopes(QUERY_SCOPES.publications);
}
