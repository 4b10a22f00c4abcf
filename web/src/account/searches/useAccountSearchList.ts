// The account's searches page by page: the typed search (sent after a 1 s pause, back to page 1),
// the order, and a reload whenever a search changes anywhere in the app.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import type { pagedSearchesSchema } from '@app/contracts/search/search';
import { useDebouncedValue } from '@mantine/hooks';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { listAccountSearches } from '../../search/api/searchApi.ts';
import { searchesVersion } from '../../search/latest/searchChanges.ts';
import { accountSearchOrder, DEFAULT_ACCOUNT_SEARCH_ORDER } from './accountSearchOrder.ts';

export type SearchPage = z.output<typeof pagedSearchesSchema>;

export function useAccountSearchList() {
  useSignals();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, DEBOUNCE_MS.searchInput);
  const [query, setQuery] = useState({ search: '', page: 1, order: DEFAULT_ACCOUNT_SEARCH_ORDER });
  const [result, setResult] = useState<SearchPage | null>(null);
  const [loading, setLoading] = useState(true);
  const version = searchesVersion.value;

  useEffect(() => {
    setQuery((current) =>
      current.search === debouncedSearch ? current : { ...current, search: debouncedSearch, page: 1 },
    );
  }, [debouncedSearch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means reload the same page.
  useEffect(() => {
    let current = true;
    setLoading(true);
    listAccountSearches({
      search: query.search.trim() || undefined,
      page: query.page,
      ...accountSearchOrder(query.order),
    })
      .then((page) => {
        if (current) setResult(page);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [query, version]);

  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  const setOrder = useCallback((order: string) => setQuery((current) => ({ ...current, order, page: 1 })), []);
  return { search, setSearch, page: query.page, setPage, order: query.order, setOrder, result, loading };
}
