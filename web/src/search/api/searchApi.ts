// The search calls of the builder and the account list (SPEC.md section 7, "Search" and "Account
// search"). Writes tell the screens listing searches to reload, and a visitor's new search is
// remembered so identification can hand it to the account.
import { searchEndpoints as endpoints } from '@app/contracts/search/endpoints';
import type { SearchFilterInput, SearchPlaceInput } from '@app/contracts/search/filter';
import type { Search, SearchOrder, SearchScope } from '@app/contracts/search/search';
import type { z } from 'zod';
import type { CallOptions } from '../../api/client.ts';
import { rememberGuestSearch } from '../../session/sessionActions.ts';
import { isLoggedIn } from '../../session/sessionState.ts';
import { searchesChanged } from '../latest/searchChanges.ts';
import { callSearch } from './searchClient.ts';

export interface SearchCriteriaInput {
  filters: SearchFilterInput[];
  places: SearchPlaceInput[];
  order: SearchOrder;
}

export interface SearchCreation {
  scope: SearchScope;
  /** Some filter came from a quick text search. */
  autocompleted: boolean;
}

export type SearchDraftInput = z.input<typeof endpoints.countSearch.body>;
export type SearchPricesInput = z.input<typeof endpoints.searchPrices.body>;
export type QuickSearchInput = z.input<typeof endpoints.autocompleteSearch.body>;

/** Creates the search (no uuid) or changes it; resolves with it as stored and the message to show. */
export async function saveSearch(
  uuid: string | null,
  criteria: SearchCriteriaInput,
  creation: SearchCreation,
): Promise<{ search: Search; message: string | null }> {
  const { data, message } = uuid
    ? await callSearch(endpoints.changeSearch, { params: { uuid }, body: criteria })
    : await callSearch(endpoints.createSearch, {
        body: { ...creation.scope, ...criteria, autocompleted: creation.autocompleted },
      });
  if (!isLoggedIn.peek()) rememberGuestSearch(data.uuid);
  searchesChanged();
  return { search: data, message };
}

export function loadSearch(uuid: string, options: CallOptions = {}): Promise<Search> {
  return callSearch(endpoints.showSearch, { params: { uuid } }, options);
}

export function readQuickSearch(request: QuickSearchInput) {
  return callSearch(endpoints.autocompleteSearch, { body: request });
}

/** Resolves with the server's message ('Búsqueda eliminada correctamente.'). */
export async function deleteAccountSearch(id: string): Promise<string> {
  const { message } = await callSearch(endpoints.deleteAccountSearch, { params: { id } });
  searchesChanged();
  return message;
}
