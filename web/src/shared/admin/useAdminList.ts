// The data of an admin list: the typed search (sent after a 1 s pause, back to page 1), the
// filters (a change goes back to page 1 too), the page, read through TanStack Query under the
// scope ['admin', name] so a change anywhere can invalidate the list.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

export interface Paged<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
  total: number;
}

export interface ListQuery<Filters> {
  search: string | undefined;
  page: number;
  filters: Filters;
}

/** `name` scopes the cached pages ('users', 'promocodes', …); `load` reads one page. */
export function useAdminList<Row, Filters extends object = Record<string, never>, Page extends Paged<Row> = Paged<Row>>(
  name: string,
  load: (query: ListQuery<Filters>) => Promise<Page>,
  initialFilters: Filters = {} as Filters,
) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, DEBOUNCE_MS.searchInput);
  const [query, setQuery] = useState({ search: '', page: 1, filters: initialFilters });

  useEffect(() => {
    setQuery((current) =>
      current.search === debouncedSearch ? current : { ...current, search: debouncedSearch, page: 1 },
    );
  }, [debouncedSearch]);

  const scope = ['admin', name];
  const request = { search: query.search.trim() || undefined, page: query.page, filters: query.filters };
  const answer = useQuery({
    queryKey: [...scope, request],
    queryFn: () => load(request),
    placeholderData: keepPreviousData,
    retry: false,
    // `load` goes through the API client, which already tells the person about a failure.
    meta: { quiet: true },
  });
  const client = useQueryClient();
  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  const setFilters = useCallback((filters: Filters) => setQuery((current) => ({ ...current, filters, page: 1 })), []);
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ['admin', name] }), [client, name]);
  return {
    search,
    setSearch,
    filters: query.filters,
    setFilters,
    page: query.page,
    setPage,
    result: answer.data ?? null,
    loading: answer.isFetching,
    reload,
  };
}

export type AdminList<
  Row,
  Filters extends object = Record<string, never>,
  Page extends Paged<Row> = Paged<Row>,
> = ReturnType<typeof useAdminList<Row, Filters, Page>>;
