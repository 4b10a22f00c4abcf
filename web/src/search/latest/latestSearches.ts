// The signed-in user's latest searches (GET /account/search/list: 15, newest first), shared by the
// landing strip, the dashboard, the user menu and the history panel. Reloaded when the user, their
// newest search (user.searches) or a search written in this app changes (SPEC.md section 7).
import type { User } from '@app/contracts/account/user';
import type { Search } from '@app/contracts/search/search';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { currentUser } from '../../session/sessionState.ts';
import { latestAccountSearches } from '../api/searchApi.ts';
import { searchesVersion } from './searchChanges.ts';

interface LoadedSearches {
  key: string;
  userId: string;
  searches: Search[];
}

const loaded = signal<LoadedSearches | null>(null);
let loadingKey: string | null = null;

export function latestSearchesKey(user: Pick<User, 'id' | 'searches'>, version: number): string {
  return `${user.id}|${user.searches[0]?.uuid ?? ''}|${version}`;
}

async function load(key: string, userId: string): Promise<void> {
  if (loadingKey === key) return;
  loadingKey = key;
  try {
    const searches = await latestAccountSearches();
    if (loadingKey === key) loaded.value = { key, userId, searches };
  } catch {
    // The strip and the menu simply stay as they were.
  } finally {
    if (loadingKey === key) loadingKey = null;
  }
}

/**
 * The latest searches of the signed-in user (null while the first load runs or without a user);
 * `wanted` false skips loading them for a screen that will not show them.
 */
export function useLatestSearches(wanted = true): Search[] | null {
  useSignals();
  const user = wanted ? currentUser.value : null;
  const key = user ? latestSearchesKey(user, searchesVersion.value) : null;
  const userId = user?.id ?? null;
  useEffect(() => {
    if (key && userId && loaded.peek()?.key !== key) void load(key, userId);
  }, [key, userId]);
  const current = loaded.value;
  // While a reload runs, the user's previous list stays on screen.
  return user && current?.userId === user.id ? current.searches : null;
}
