// account.search.index 'Búsquedas' (SPEC.md section 2, "Searches"): the account's own searches,
// searchable, ordered, page by page, each deletable after confirmation.
import { SKELETON_PLACEHOLDERS } from '@app/contracts/limits';
import type { Search } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { Button, Container, Group, Pagination, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { navigateTo } from '../../routing/navigation.ts';
import type { ScreenProps } from '../../routing/pages.ts';
import { pathTo } from '../../routing/paths.ts';
import { ACCOUNT_SEARCH_ORDERS } from './accountSearchOrder.ts';
import { DeleteSearchDialog } from './DeleteSearchDialog.tsx';
import { SearchRow } from './SearchRow.tsx';
import { useAccountSearchList } from './useAccountSearchList.ts';

const PLACEHOLDER_KEYS = Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => `placeholder-${index}`);

export default function AccountSearchListPage(_props: ScreenProps) {
  const list = useAccountSearchList();
  const [deleting, setDeleting] = useState<Search | null>(null);
  const searches = list.result?.data ?? [];
  const lastPage = list.result?.last_page ?? 1;
  const { page, setPage } = list;

  // Deleting the last search of the last page leaves it empty: show the page before it.
  useEffect(() => {
    if (!list.loading && searches.length === 0 && page > 1) setPage(page - 1);
  }, [list.loading, searches.length, page, setPage]);

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1} size="h2">
            Búsquedas
          </Title>
          <Button onClick={() => navigateTo(pathTo('search.index', {}, { newSearch: 1 }))}>Nueva</Button>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Buscar búsquedas"
            placeholder="Buscar por título..."
            value={list.search}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Select
            aria-label="Ordenar"
            data={ACCOUNT_SEARCH_ORDERS.map(({ value, label }) => ({ value, label }))}
            value={list.order}
            onChange={(order) => list.setOrder(order ?? ACCOUNT_SEARCH_ORDERS[0]?.value ?? '')}
            allowDeselect={false}
            w={170}
          />
        </Group>
        {list.loading && !list.result ? PLACEHOLDER_KEYS.map((key) => <Skeleton key={key} h={86} radius="md" />) : null}
        {list.result && searches.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {SEARCH_MESSAGES.noSearches}
          </Text>
        ) : null}
        {searches.map((search) => (
          <SearchRow key={search.id} search={search} onDelete={setDeleting} />
        ))}
        {lastPage > 1 ? (
          <Group justify="center">
            <Pagination total={lastPage} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
      {deleting ? <DeleteSearchDialog search={deleting} onClose={() => setDeleting(null)} /> : null}
    </Container>
  );
}
