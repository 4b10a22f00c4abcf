// The search being swiped: loaded (a failure goes home), joined when a signed-in person who does
// not own it opens its shared link, and reloaded when someone identifies meanwhile.
import type { Search } from '@app/contracts/search/search';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/failures.ts';
import { notifySuccess } from '../feedback/notify.ts';
import { goHome } from '../routing/navigation.ts';
import { loadSearch } from '../search/api/searchApi.ts';
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

export function useSwipeSearch(uuid: string): SwipeSearch {
  useSignals();
  const userId = currentUser.value?.id ?? null;
  // A stored session still loading its user would first read the search as a visitor's.
  const sessionSettled = viewer.value.session !== 'loading';
  const [search, setSearch] = useState<Search | null>(null);
  const [participant, setParticipant] = useState(false);

  useEffect(() => {
    if (!sessionSettled) return;
    let current = true;
    setParticipant(false);
    loadSearch(uuid)
      .then(async (loaded) => {
        if (!current) return;
        setSearch(loaded);
        const takesPart = await takePart(loaded, userId);
        if (!current) return;
        setParticipant(takesPart);
        if (takesPart) void recordVisit(uuid, null).catch(() => undefined);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (current) goHome({ replace: true });
      });
    return () => {
      current = false;
    };
  }, [uuid, userId, sessionSettled]);

  const replaceSearch = useCallback((changed: Search) => setSearch(changed), []);
  return { search: search?.uuid === uuid ? search : null, participant, replaceSearch };
}
