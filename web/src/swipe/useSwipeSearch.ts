// The search being swiped: read as the current person (a failure goes home), joined when a
// signed-in person who does not own it opens its shared link, and read again when someone identifies
// meanwhile; the previous person's copy stays on screen while that runs.
import { searchEndpoints } from '@app/contracts/search/endpoints';
import type { Search } from '@app/contracts/search/search';
import { useSignals } from '@preact/signals-react/runtime';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError } from '../api/failures.ts';
import { endpointKey, useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { notifySuccess } from '../feedback/notify.ts';
import { goHome } from '../routing/navigation.ts';
import { searchHttp } from '../search/api/searchClient.ts';
import { currentUser, viewer } from '../session/sessionState.ts';
import { joinSearch, recordVisit } from './api/swipeApi.ts';

export interface SwipeSearch {
  search: Search | null;
  /** The person takes part (owner, or joined): their decisions count. */
  participant: boolean;
  replaceSearch: (search: Search) => void;
}

async function takePart(search: Search, userId: string | null): Promise<boolean> {
  if (search.is_owner) return true;
  if (userId === null) return false;
  if (search.users.some((user) => user.id === userId)) return true;
  // Only a shared search can be joined; anyone else just looks.
  if (!search.shareable) return false;
  try {
    const { message } = await joinSearch(search.uuid);
    if (message) notifySuccess(message);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * Whether the person takes part, decided once per search and person when their copy arrives (the
 * key is outside the search's scope: reading the search again must not join or record it again).
 */
function useParticipation(search: Search | undefined, userId: string | null): boolean {
  const { data } = useQuery({
    queryKey: ['participation', search?.uuid ?? null, userId],
    queryFn: async () => {
      if (!search) return false;
      const takesPart = await takePart(search, userId);
      if (takesPart) void recordVisit(search.uuid, null).catch(() => undefined);
      return takesPart;
    },
    enabled: search !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    // Forgotten once the screen closes: opening the search again records the visit again.
    gcTime: 0,
    retry: false,
    meta: { once: true },
  });
  return search !== undefined && data === true;
}

export function useSwipeSearch(uuid: string): SwipeSearch {
  useSignals();
  const userId = currentUser.value?.id ?? null;
  // A stored session still loading its user would first read the search as a visitor's.
  const sessionSettled = viewer.value.session !== 'loading';
  const scope = [...QUERY_SCOPES.search(uuid), 'viewer', userId];
  const input = { params: { uuid } };
  const read = useEndpointQuery(scope, searchEndpoints.showSearch, input, {
    via: searchHttp,
    enabled: sessionSettled,
    placeholderData: (previous) => (previous?.uuid === uuid ? previous : undefined),
  });
  useEffect(() => {
    if (read.isError) goHome({ replace: true });
  }, [read.isError]);
  const fresh = read.isPlaceholderData ? undefined : read.data;
  const participant = useParticipation(fresh, userId);

  const client = useQueryClient();
  const key: QueryKey = endpointKey(scope, searchEndpoints.showSearch, input);
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for the key's value.
  const replaceSearch = useCallback((changed: Search) => client.setQueryData(key, changed), [client, keyText]);
  const search = read.data?.uuid === uuid ? read.data : null;
  return { search, participant, replaceSearch };
}
