// account.search.filtered's filter (SPEC.md sections 2 and 6): likes or rejections, one participant
// or all, words of the title, the page; comments are editable only on one's own decisions list.
import type { Search } from '@app/contracts/search/search';
import type { FilteredRequest } from '@app/contracts/swipe/filtered';

export interface FilteredFilter {
  like: boolean;
  userId: string | null;
  search: string;
  page: number;
}

export function filteredRequest(filter: FilteredFilter): Partial<FilteredRequest> {
  return {
    like: filter.like,
    user_id: filter.userId,
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
    // The group's ranking first (issue 26): what the group agrees on most at the top.
    orderBy: 'ranking',
    page: filter.page,
  };
}

/** The participant filter shows only when the search has more than one participant. */
export function showsParticipantFilter(search: Pick<Search, 'users'>): boolean {
  return search.users.length > 1;
}

/** The query's user_id when it is a participant, else the reader when they take part, else everyone. */
export function initialParticipant(
  search: Pick<Search, 'users'>,
  queryUserId: string | null,
  readerId: string | null,
): string | null {
  const takesPart = (id: string | null) => id !== null && search.users.some((user) => user.id === id);
  if (takesPart(queryUserId)) return queryUserId;
  if (takesPart(readerId)) return readerId;
  return search.users.length === 1 ? (search.users[0]?.id ?? null) : null;
}

/** Comments can be written only while the list shows the reader's own decisions. */
export function commentsEditable(filterUserId: string | null, readerId: string | null): boolean {
  return readerId !== null && filterUserId === readerId;
}
