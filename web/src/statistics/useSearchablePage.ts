// A searchable list's state: the typed text (applied after a 1 s pause, back to page 1) and the page.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export function useSearchablePage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS.searchInput);
  const [page, setPage] = useState(1);
  const [searched, setSearched] = useState(debounced);
  // A new search starts again at page 1.
  useEffect(() => {
    if (searched === debounced) return;
    setSearched(debounced);
    setPage(1);
  }, [debounced, searched]);
  const query = { page, ...(debounced.trim() ? { search: debounced.trim() } : {}) };
  return { search, setSearch, page, setPage, query };
}
