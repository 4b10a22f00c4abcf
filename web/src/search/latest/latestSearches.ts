// The signed-in user's latest searches (GET /account/search/list: 15, newest first), shared by the
// landing strip, the dashboard, the user menu and the history panel. Read again when the user, their
// newest search (user.searches) or a search written in this app changes (SPEC.md section 7).
import type { User } from '@app/contracts/account/user';
import { searchEndpoints } from '@app/contracts/search/endpoints';
import type { Search } from '@app/contracts/search/search';
import { useSignals } from '@preact/signals-react/runtime';
import type { QueryKey } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { currentUser } from '../../session/sessionState.ts';
import { searchHttp } from '../api/searchClient.ts';

const LATEST = 'latest';

function latestScope(user: Pick<User, 'id' | 'searches'> | null) {
  return [QUERY_SCOPES.searches, LATEST, user?.id ?? null, user?.searches[0]?.uuid ?? null] as const;
}

const userIdOf = (key: QueryKey | undefined) => key?.[2];

/**
 * The latest searches of the signed-in user (null while the first load runs or without a user);
 * `wanted` false skips loading them for a screen that will not show them.
 */
export function useLatestSearches(wanted = true): Search[] | null {
  useSignals();
  const user = wanted ? currentUser.value : null;
  const { data } = useEndpointQuery(
    latestScope(user),
    searchEndpoints.latestAccountSearches,
    {},
    {
      via: searchHttp,
      enabled: user !== null,
      meta: { quiet: true },
      // While a reload runs, the same user's previous list stays on screen.
      placeholderData: (previous, previousQuery) =>
        userIdOf(previousQuery?.queryKey) === user?.id ? previous : undefined,
    },
  );
  return user && data ? data : null;
}
