// A publication created, changed or deleted anywhere in the app: the screens showing publications
// (list, guide, storefront, microsite home) read them again.
import { invalidateScopes } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';

export function publicationsChanged(): void {
  void invalidateScopes(QUERY_SCOPES.publications);
}
