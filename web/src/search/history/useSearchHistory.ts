// 'Anteriores': the last five searches (SPEC.md section 9). A signed-in user's come from their
// account; a visitor's are the searches made on this device, read one by one with the guest key.
import { HISTORY_LAST_SEARCHES } from '@app/contracts/limits';
import type { Search } from '@app/contracts/search/search';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { authState, isLoggedIn } from '../../session/sessionState.ts';
import { loadSearch } from '../api/searchApi.ts';
import { useLatestSearches } from '../latest/latestSearches.ts';
import { newestGuestSearches } from './guestHistory.ts';

function useGuestHistory(enabled: boolean): Search[] | null {
  useSignals();
  const uuids = authState.value.searches;
  const key = enabled ? newestGuestSearches(uuids).join(',') : null;
  const [history, setHistory] = useState<{ key: string; searches: Search[] } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const wanted = key ? key.split(',') : [];
    Promise.all(wanted.map((uuid) => loadSearch(uuid, { quiet: true }).catch(() => null))).then((found) => {
      if (current) setHistory({ key, searches: found.filter((search): search is Search => search !== null) });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return history?.key === key ? history.searches : null;
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
