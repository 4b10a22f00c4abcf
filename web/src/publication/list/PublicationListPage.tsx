// account.publication.index 'Listado de publicaciones' (SPEC.md section 2, "Publications"): search,
// full and quick creation, the synchronizer, and the seller's publications page by page.

import type { Publication } from '@app/contracts/publication/publication';
import { ActionIcon, Anchor, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { quickCreateOpen } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { PagedListPage } from '../../shared/list/PagedListPage.tsx';
import { PriorityDialog } from '../priority/PriorityDialog.tsx';
import { DeletePublicationDialog } from './DeletePublicationDialog.tsx';
import { PublicationCard } from './PublicationCard.tsx';
import { usePublicationList } from './usePublicationList.ts';

type OpenDialog = { kind: 'priority' | 'delete'; publication: Publication } | null;

function ListToolbar({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        aria-label="Buscar publicaciones"
        placeholder="Buscar por título o código..."
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <ActionIcon
        size="lg"
        aria-label="Nueva publicación"
        onClick={() => navigateTo(pathTo('account.publication.create'))}
      >
        <span aria-hidden="true">+</span>
      </ActionIcon>
      <Button
        variant="light"
        onClick={() => {
          quickCreateOpen.value = true;
        }}
      >
        Rápida
      </Button>
    </Group>
  );
}

export default function PublicationListPage(_props: ScreenProps) {
  const list = usePublicationList();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  return (
    <>
      <PagedListPage
        title="Listado de publicaciones"
        action={
          <Anchor component="button" onClick={() => navigateTo(pathTo('account.publication.synchronizer'))}>
            Sincronización
          </Anchor>
        }
        toolbar={<ListToolbar search={list.search} onSearch={list.setSearch} />}
        list={list}
        emptyMessage="No hay resultados"
        columns={2}
        placeholderHeight={220}
        size="lg"
      >
        {(list.result?.data ?? []).map((publication) => (
          <PublicationCard
            key={publication.id}
            publication={publication}
            onPriority={(chosen) => setDialog({ kind: 'priority', publication: chosen })}
            onDelete={(chosen) => setDialog({ kind: 'delete', publication: chosen })}
          />
        ))}
      </PagedListPage>
      {dialog?.kind === 'priority' ? (
        <PriorityDialog publication={dialog.publication} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeletePublicationDialog publication={dialog.publication} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
