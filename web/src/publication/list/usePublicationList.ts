// The list's data: the typed search (sent after a 1 s pause, back to page 1), the page, and a reload
// whenever a publication changes anywhere in the app.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import type { pagedPublicationsSchema } from '@app/contracts/publication/requests';
import { useDebouncedValue } from '@mantine/hooks';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { listPublications } from '../publicationApi.ts';
import { publicationsVersion } from '../publicationChanges.ts';

export type PublicationPage = z.output<typeof pagedPublicationsSchema>;

export function usePublicationList() {
  useSignals();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, DEBOUNCE_MS.searchInput);
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [result, setResult] = useState<PublicationPage | null>(null);
  const [loading, setLoading] = useState(true);
  const version = publicationsVersion.value;

  useEffect(() => {
    setQuery((current) => (current.search === debouncedSearch ? current : { search: debouncedSearch, page: 1 }));
  }, [debouncedSearch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means reload the same page.
  useEffect(() => {
    let current = true;
    setLoading(true);
    listPublications(query)
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
  return { search, setSearch, page: query.page, setPage, result, loading };
}
