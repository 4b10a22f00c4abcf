// 'Anteriores': the last five searches (SPEC.md section 9). A signed-in user's come from their
// account; a visitor's are the searches made on this device, read one by one with the guest key
// and kept for every screen that shows them until a search changes.
import { HISTORY_LAST_SEARCHES } from '@app/contracts/limits';
import type { Search } from '@app/contracts/search/search';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { authState, isLoggedIn } from '../../session/sessionState.ts';
import { loadSearch } from '../api/searchApi.ts';
import { useLatestSearches } from '../latest/latestSearches.ts';
import { searchesVersion } from '../latest/searchChanges.ts';
import { newestGuestSearches } from './guestHistory.ts';

const guestHistory = signal<{ key: string; searches: Search[] } | null>(null);
let loadingKey: string | null = null;

async function loadGuestHistory(key: string, uuids: readonly string[]): Promise<void> {
  if (loadingKey === key) return;
  loadingKey = key;
  const found = await Promise.all(uuids.map((uuid) => loadSearch(uuid, { quiet: true }).catch(() => null)));
  if (loadingKey !== key) return;
  loadingKey = null;
  guestHistory.value = { key, searches: found.filter((search): search is Search => search !== null) };
}

function useGuestHistory(enabled: boolean): Search[] | null {
  useSignals();
  const uuids = newestGuestSearches(authState.value.searches);
  const key = enabled ? `${uuids.join(',')}|${searchesVersion.value}` : null;
  useEffect(() => {
    if (key !== null && guestHistory.peek()?.key !== key)
      void loadGuestHistory(key, key.split('|')[0]?.split(',').filter(Boolean) ?? []);
  }, [key]);
  const loaded = guestHistory.value;
  return loaded && loaded.key === key ? loaded.searches : null;
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
