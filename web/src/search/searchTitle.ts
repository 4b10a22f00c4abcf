import { SEARCH_MESSAGES } from '@app/contracts/search/search';

/** A search's title as lists show it: 'Sin título' when it has none (SPEC.md section 3). */
export function searchTitle(search: { title: string | null }): string {
  return search.title?.trim() || SEARCH_MESSAGES.untitled;
}
