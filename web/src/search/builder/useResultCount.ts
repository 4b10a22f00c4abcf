// The live result count of the main button: POST /search/count one second after the draft stops
// changing (SPEC.md section 9); unknown without a draft, while waiting, or when the call fails.
// Counts depend on which publications exist, so they sit under the publications scope.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { searchEndpoints } from '@app/contracts/search/endpoints';
import { useDebouncedValue } from '@mantine/hooks';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import type { SearchDraftInput } from '../api/searchApi.ts';
import { searchHttp } from '../api/searchClient.ts';
import { type ResultCount, UNKNOWN_COUNT } from './resultCount.ts';

export function useResultCount(draft: SearchDraftInput | null): { count: ResultCount; counting: boolean } {
  const key = draft ? JSON.stringify(draft) : null;
  const [debouncedKey] = useDebouncedValue(key, DEBOUNCE_MS.resultCount);
  const body = debouncedKey === null ? undefined : (JSON.parse(debouncedKey) as SearchDraftInput);
  const { data, isError } = useEndpointQuery(
    [QUERY_SCOPES.publications, 'search-count'],
    searchEndpoints.countSearch,
    { body },
    { via: searchHttp, enabled: body !== undefined, meta: { quiet: true } },
  );

  const fresh = key !== null && debouncedKey === key && (data !== undefined || isError);
  if (!fresh) return { count: UNKNOWN_COUNT, counting: key !== null };
  return { count: data ? { kind: 'known', count: data.count, capped: data.capped } : UNKNOWN_COUNT, counting: false };
}
