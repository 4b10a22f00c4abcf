// Values the seller already used for a field (POST /account/publication/field), offered while typing;
// read again once a publication changes (the publications scope).
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import { useMemo } from 'react';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';

export function useFieldSuggestions(name: 'code' | 'title' | 'url'): string[] {
  const { data } = useEndpointQuery(
    [QUERY_SCOPES.publications, 'field-values'],
    endpoints.fieldValues,
    { body: { name } },
    { meta: { quiet: true } },
  );
  return useMemo(() => [...new Set(data?.value ?? [])], [data]);
}
