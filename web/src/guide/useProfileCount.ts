// How many publications the premium user's profile has, read again when a publication changes.
import { publicationEndpoints } from '@app/contracts/publication/endpoints';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';

export function useProfileCount(enabled: boolean): number | null {
  const { data } = useEndpointQuery(
    QUERY_SCOPES.publications,
    publicationEndpoints.profileCount,
    {},
    { enabled, meta: { quiet: true } },
  );
  return enabled ? (data?.count ?? null) : null;
}
