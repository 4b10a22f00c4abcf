// The account's searches page by page: the typed search (sent after a 1 s pause, back to page 1),
// the order, and read again whenever a search changes anywhere in the app (the searches scope).
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { searchEndpoints } from '@app/contracts/search/endpoints';
import type { pagedSearchesSchema } from '@app/contracts/search/search';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { searchHttp } from '../../search/api/searchClient.ts';
import { accountSearchOrder, DEFAULT_ACCOUNT_SEARCH_ORDER } from './accountSearchOrder.ts';

export type SearchPage = z.output<typeof pagedSearchesSchema>;

export function useAccountSearchList() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, DEBOUNCE_MS.searchInput);
  const [query, setQuery] = useState({ search: '', page: 1, order: DEFAULT_ACCOUNT_SEARCH_ORDER });

  useEffect(() => {
    setQuery((current) =>
      current.search === debouncedSearch ? current : { ...current, search: debouncedSearch, page: 1 },
    );
  }, [debouncedSearch]);

  const listQuery = { search: query.search.trim() || undefined, page: query.page, ...accountSearchOrder(query.order) };
  const { data, isFetching } = useEndpointQuery(
    QUERY_SCOPES.searches,
    searchEndpoints.listAccountSearches,
    { query: listQuery },
    { via: searchHttp, placeholderData: keepPreviousData },
  );

  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  const setOrder = useCallback((order: string) => setQuery((current) => ({ ...current, order, page: 1 })), []);
  const result: SearchPage | null = data ?? null;
  return { search, setSearch, page: query.page, setPage, order: query.order, setOrder, result, loading: isFetching };
}
