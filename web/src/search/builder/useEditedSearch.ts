// Query parameter `uuid`: the search being edited, read and put back in the builder once. A search
// that cannot load sends the person home; someone else's search cannot be changed, so its results open.
import { searchEndpoints } from '@app/contracts/search/endpoints';
import type { Search } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { useEffect, useRef } from 'react';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { notifyError } from '../../feedback/notify.ts';
import { goHome, navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { searchHttp } from '../api/searchClient.ts';

export function useEditedSearch(uuid: string | null, onLoaded: (search: Search) => void) {
  const { data, isError } = useEndpointQuery(
    QUERY_SCOPES.search(uuid ?? ''),
    searchEndpoints.showSearch,
    { params: { uuid: uuid ?? '' } },
    { via: searchHttp, enabled: uuid !== null },
  );
  // The builder's form is filled once per search: reading it again later must not undo the edits.
  const filledWith = useRef<string | null>(null);
  const loaded = uuid !== null && data?.uuid === uuid ? data : null;

  useEffect(() => {
    if (uuid === null) return;
    if (isError && !loaded) goHome({ replace: true });
    if (!loaded || filledWith.current === loaded.uuid) return;
    filledWith.current = loaded.uuid;
    if (!loaded.is_owner) {
      notifyError(SEARCH_MESSAGES.ownerOnly);
      navigateTo(pathTo('search.result', { uuid }), { replace: true });
      return;
    }
    onLoaded(loaded);
  }, [uuid, loaded, isError, onLoaded]);

  const owned = loaded?.is_owner ? loaded : null;
  return { search: owned, loading: uuid !== null && owned === null };
}
