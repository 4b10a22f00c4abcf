// 'Anteriores': the last five searches (SPEC.md section 9). A signed-in user's come from their
// account; a visitor's are the searches made on this device, read one by one with the guest key
// and cached for every screen that shows them until a search changes (the searches scope).
import { HISTORY_LAST_SEARCHES } from '@app/contracts/limits';
import type { Search } from '@app/contracts/search/search';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { authState, isLoggedIn } from '../../session/sessionState.ts';
import { loadSearch } from '../api/searchApi.ts';
import { useLatestSearches } from '../latest/latestSearches.ts';
import { newestGuestSearches } from './guestHistory.ts';

async function loadGuestHistory(uuids: readonly string[]): Promise<Search[]> {
  const found = await Promise.all(uuids.map((uuid) => loadSearch(uuid, { quiet: true }).catch(() => null)));
  return found.filter((search): search is Search => search !== null);
}

function useGuestHistory(enabled: boolean): Search[] | null {
  useSignals();
  const uuids = newestGuestSearches(authState.value.searches);
  const { data } = useQuery({
    queryKey: [QUERY_SCOPES.searches, 'guest-history', uuids],
    queryFn: () => loadGuestHistory(uuids),
    enabled,
  });
  return enabled ? (data ?? null) : null;
}

/** The last five searches, or null while they load. */
export function useSearchHistory(): Search[] | null {
  useSignals();
  const loggedIn = isLoggedIn.value;
  const latest = useLatestSearches();
  const guest = useGuestHistory(!loggedIn);
  if (loggedIn) return latest ? latest.slice(0, HISTORY_LAST_SEARCHES) : null;
  return guest;
}
