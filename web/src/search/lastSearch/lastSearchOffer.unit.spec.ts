import type { Search } from '@app/contracts/search/search';
import { describe, expect, it } from 'vitest';
import { newestGuestSearches } from '../history/guestHistory.ts';
import { lastSearchToOffer } from './lastSearchOffer.ts';

const PLATFORM = { microsite_id: null, group_id: null, user_id: null };
const SELLER = '00000000-0000-4000-8000-0000000000c1';

const search = (uuid: string, userId: string | null = null) =>
  ({ uuid, microsite_id: null, group_id: null, user_id: userId }) as Search;

const context = {
  history: [search('b'), search('a')],
  scope: PLATFORM,
  editing: false,
  newSearch: false,
  offered: new Set<string>(),
};

describe('the last-search prompt', () => {
  it('offers the newest search of the same scope', () => {
    expect(lastSearchToOffer(context)?.uuid).toBe('b');
    expect(lastSearchToOffer({ ...context, scope: { ...PLATFORM, user_id: SELLER } })).toBeNull();
    expect(
      lastSearchToOffer({ ...context, history: [search('c', SELLER)], scope: { ...PLATFORM, user_id: SELLER } })?.uuid,
    ).toBe('c');
  });

  it('stays away while editing, for a new search, without history, or once offered', () => {
    expect(lastSearchToOffer({ ...context, editing: true })).toBeNull();
    expect(lastSearchToOffer({ ...context, newSearch: true })).toBeNull();
    expect(lastSearchToOffer({ ...context, history: [] })).toBeNull();
    expect(lastSearchToOffer({ ...context, history: null })).toBeNull();
    expect(lastSearchToOffer({ ...context, offered: new Set(['b']) })).toBeNull();
  });
});

describe('a visitor’s history', () => {
  it('lists the searches made on this device newest first, five at most', () => {
    expect(newestGuestSearches(['1', '2', '3', '4', '5', '6', '7'])).toEqual(['7', '6', '5', '4', '3']);
    expect(newestGuestSearches([])).toEqual([]);
  });
});
