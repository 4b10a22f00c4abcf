// The page of decided publications for the current filter; the typed words wait 1 s and go back
// to page 1, and a saved comment updates its row in the cached page.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { swipeEndpoints } from '@app/contracts/swipe/endpoints';
import type { FilteredPublication } from '@app/contracts/swipe/filtered';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointQuery, useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { SWIPE_READ } from '../api/swipeReads.ts';
import { type FilteredFilter, filteredRequest } from './filteredQuery.ts';

export function useFilteredPublications(uuid: string, initialUserId: string | null) {
  const [words, setWords] = useState('');
  const [debouncedWords] = useDebouncedValue(words, DEBOUNCE_MS.searchInput);
  const [filter, setFilter] = useState<FilteredFilter>({ like: true, userId: initialUserId, search: '', page: 1 });

  useEffect(() => {
    setFilter((current) =>
      current.search === debouncedWords ? current : { ...current, search: debouncedWords, page: 1 },
    );
  }, [debouncedWords]);

  const scope = [...QUERY_SCOPES.search(uuid), 'filtered'];
  const input = { params: { uuid }, body: filteredRequest(filter) };
  const { data, isFetching } = useEndpointQuery(scope, swipeEndpoints.filteredPublications, input, {
    ...SWIPE_READ,
    placeholderData: keepPreviousData,
  });
  const client = useQueryClient();

  const replacePublication = (changed: FilteredPublication) =>
    client.setQueryData(endpointQuery(scope, swipeEndpoints.filteredPublications, input).queryKey, (current) =>
      current ? { ...current, data: current.data.map((item) => (item.id === changed.id ? changed : item)) } : current,
    );

  return {
    words,
    setWords,
    filter,
    changeFilter: (change: Partial<Omit<FilteredFilter, 'page'>>) =>
      setFilter((current) => ({ ...current, ...change, page: 1 })),
    goToPage: (pageNumber: number) => setFilter((current) => ({ ...current, page: pageNumber })),
    page: data ?? null,
    loading: isFetching,
    replacePublication,
  };
}
