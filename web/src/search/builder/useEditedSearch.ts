// Query parameter `uuid`: the search being edited, loaded once and put back in the builder. A search
// that cannot load sends the person home; someone else's search cannot be changed, so its results open.
import type { Search } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { useEffect, useState } from 'react';
import { notifyError } from '../../feedback/notify.ts';
import { goHome, navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { loadSearch } from '../api/searchApi.ts';

export function useEditedSearch(uuid: string | null, onLoaded: (search: Search) => void) {
  const [search, setSearch] = useState<Search | null>(null);
  useEffect(() => {
    if (!uuid) {
      setSearch(null);
      return;
    }
    let current = true;
    loadSearch(uuid)
      .then((loaded) => {
        if (!current) return;
        if (!loaded.is_owner) {
          notifyError(SEARCH_MESSAGES.ownerOnly);
          navigateTo(pathTo('search.result', { uuid }), { replace: true });
          return;
        }
        setSearch(loaded);
        onLoaded(loaded);
      })
      .catch(() => {
        if (current) goHome({ replace: true });
      });
    return () => {
      current = false;
    };
  }, [uuid, onLoaded]);
  return { search, loading: uuid !== null && search?.uuid !== uuid };
}
