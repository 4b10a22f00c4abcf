// The list's data: the typed search (sent after a 1 s pause, back to page 1), the page, and read
// again whenever a publication changes anywhere in the app (the publications scope).
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { publicationEndpoints } from '@app/contracts/publication/endpoints';
import type { pagedPublicationsSchema } from '@app/contracts/publication/requests';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';

export type PublicationPage = z.output<typeof pagedPublicationsSchema>;

export function usePublicationList() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, DEBOUNCE_MS.searchInput);
  const [query, setQuery] = useState({ search: '', page: 1 });

  useEffect(() => {
    setQuery((current) => (current.search === debouncedSearch ? current : { search: debouncedSearch, page: 1 }));
  }, [debouncedSearch]);

  const { data, isFetching } = useEndpointQuery(
    QUERY_SCOPES.publications,
    publicationEndpoints.listPublications,
    { query: { search: query.search.trim() || undefined, page: query.page } },
    { placeholderData: keepPreviousData },
  );

  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  const result: PublicationPage | null = data ?? null;
  return { search, setSearch, page: query.page, setPage, result, loading: isFetching };
}
