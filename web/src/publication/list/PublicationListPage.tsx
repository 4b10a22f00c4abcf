// account.publication.index 'Listado de publicaciones' (SPEC.md section 2, "Publications"): search,
// full and quick creation, the synchronizer, and the seller's publications page by page.

import { SKELETON_PLACEHOLDERS } from '@app/contracts/limits';
import type { Publication } from '@app/contracts/publication/publication';
import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { quickCreateOpen } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import type { ScreenProps } from '../../routing/pages.ts';
import { pathTo } from '../../routing/paths.ts';
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

const PLACEHOLDER_KEYS = Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => `placeholder-${index}`);

function Placeholders() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {PLACEHOLDER_KEYS.map((key) => (
        <Skeleton key={key} h={220} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export default function PublicationListPage(_props: ScreenProps) {
  const list = usePublicationList();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const publications = list.result?.data ?? [];
  const lastPage = list.result?.last_page ?? 1;
  const { page, setPage } = list;

  // Deleting the last publication of the last page leaves it empty: show the page before it.
  useEffect(() => {
    if (!list.loading && publications.length === 0 && page > 1) setPage(page - 1);
  }, [list.loading, publications.length, page, setPage]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1} size="h2">
            Listado de publicaciones
          </Title>
          <Anchor component="button" onClick={() => navigateTo(pathTo('account.publication.synchronizer'))}>
            Sincronización
          </Anchor>
        </Group>
        <ListToolbar search={list.search} onSearch={list.setSearch} />
        {list.loading && !list.result ? <Placeholders /> : null}
        {list.result && publications.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No hay resultados
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {publications.map((publication) => (
            <PublicationCard
              key={publication.id}
              publication={publication}
              onPriority={(chosen) => setDialog({ kind: 'priority', publication: chosen })}
              onDelete={(chosen) => setDialog({ kind: 'delete', publication: chosen })}
            />
          ))}
        </SimpleGrid>
        {lastPage > 1 ? (
          <Group justify="center">
            <Pagination total={lastPage} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
      {dialog?.kind === 'priority' ? (
        <PriorityDialog publication={dialog.publication} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeletePublicationDialog publication={dialog.publication} onClose={() => setDialog(null)} />
      ) : null}
    </Container>
  );
}
