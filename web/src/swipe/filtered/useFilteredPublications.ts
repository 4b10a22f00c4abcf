// The page of decided publications for the current filter; the typed words wait 1 s and go back
// to page 1, and a saved comment updates its row in place.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import type { FilteredPublication, filteredResponseSchema } from '@app/contracts/swipe/filtered';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { fetchFiltereds } from '../api/swipeApi.ts';
import { type FilteredFilter, filteredRequest } from './filteredQuery.ts';

type FilteredPage = z.output<typeof filteredResponseSchema>;

export function useFilteredPublications(uuid: string, initialUserId: string | null) {
  const [words, setWords] = useState('');
  const [debouncedWords] = useDebouncedValue(words, DEBOUNCE_MS.searchInput);
  const [filter, setFilter] = useState<FilteredFilter>({ like: true, userId: initialUserId, search: '', page: 1 });
  const [page, setPage] = useState<FilteredPage | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setFilter((current) =>
      current.search === debouncedWords ? current : { ...current, search: debouncedWords, page: 1 },
    );
  }, [debouncedWords]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchFiltereds(uuid, filteredRequest(filter))
      .then((answer) => current && setPage(answer))
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [uuid, filter]);

  const replacePublication = (changed: FilteredPublication) =>
    setPage((current) =>
      current ? { ...current, data: current.data.map((item) => (item.id === changed.id ? changed : item)) } : current,
    );

  return {
    words,
    setWords,
    filter,
    changeFilter: (change: Partial<Omit<FilteredFilter, 'page'>>) =>
      setFilter((current) => ({ ...current, ...change, page: 1 })),
    goToPage: (pageNumber: number) => setFilter((current) => ({ ...current, page: pageNumber })),
    page,
    loading,
    replacePublication,
  };
}
