// The loosenings of a draft that finds nothing (POST /search/loosenings), read once the live count
// says 'Sin resultados'. They depend on which publications exist: publications scope.
import { searchLooseningEndpoints } from '@app/contracts/search/loosening';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import type { SearchDraftInput } from '../api/searchApi.ts';
import { searchHttp } from '../api/searchClient.ts';

export function useLoosenings(draft: SearchDraftInput | null) {
  const { data } = useEndpointQuery(
    [QUERY_SCOPES.publications, 'search-loosenings'],
    searchLooseningEndpoints.loosenings,
    { body: draft ?? undefined },
    { via: searchHttp, enabled: draft !== null, meta: { quiet: true } },
  );
  return data?.data ?? [];
}
