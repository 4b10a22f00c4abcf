// account.search.index 'Búsquedas' (SPEC.md section 2, "Searches"): the account's own searches,
// searchable, ordered, page by page, each deletable after confirmation.
import type { Search } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { PagedListPage } from '../../shared/list/PagedListPage.tsx';
import { ACCOUNT_SEARCH_ORDERS } from './accountSearchOrder.ts';
import { DeleteSearchDialog } from './DeleteSearchDialog.tsx';
import { SearchRow } from './SearchRow.tsx';
import { useAccountSearchList } from './useAccountSearchList.ts';

export default function AccountSearchListPage(_props: ScreenProps) {
  const list = useAccountSearchList();
  const [deleting, setDeleting] = useState<Search | null>(null);

  const toolbar = (
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
  );

  return (
    <>
      <PagedListPage
        title="Búsquedas"
        action={
          <Group gap="xs">
            <Button variant="light" onClick={() => navigateTo(pathTo('account.discard.index'))}>
              Descartadas
            </Button>
            <Button onClick={() => navigateTo(pathTo('search.index', {}, { newSearch: 1 }))}>Nueva</Button>
          </Group>
        }
        toolbar={toolbar}
        list={list}
        emptyMessage={SEARCH_MESSAGES.noSearches}
        columns={1}
        placeholderHeight={86}
        size="md"
      >
        {(list.result?.data ?? []).map((search) => (
          <SearchRow key={search.id} search={search} onDelete={setDeleting} />
        ))}
      </PagedListPage>
      {deleting ? <DeleteSearchDialog search={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
