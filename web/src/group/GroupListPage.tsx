// account.group.index 'Listado de grupos': the caller's groups, searchable after a 1 s pause.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { Anchor, Button, Card, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { PagedListPage } from '../shared/list/PagedListPage.tsx';
import { GroupLogo } from './GroupLogo.tsx';
import { GroupMenu } from './GroupMenu.tsx';

export default function GroupListPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS.searchInput);
  const [page, setPage] = useState(1);
  const query = { search: debounced || undefined, page };
  const { data, isLoading } = useEndpointQuery(QUERY_SCOPES.groups, endpoints.listGroups, { query });
  return (
    <PagedListPage
      title="Listado de grupos"
      action={
        <Group gap="sm">
          <Anchor component="button" onClick={() => navigateTo(pathTo('group.index'))}>
            Explorar grupos
          </Anchor>
          <Button onClick={() => navigateTo(pathTo('account.group.create'))}>Nuevo</Button>
        </Group>
      }
      toolbar={
        <TextInput
          placeholder="Buscar"
          aria-label="Buscar grupos"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      }
      list={{ loading: isLoading, result: data ?? null, page, setPage }}
      emptyMessage="No hay resultados"
      columns={1}
      placeholderHeight={64}
      size="md"
    >
      {(data?.data ?? []).map((group) => (
        <Card key={group.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
              <GroupLogo name={group.name} url={group.logo_url} />
              <div style={{ minWidth: 0 }}>
                <Anchor fw={600} onClick={() => navigateTo(pathTo('account.group.show', { id: group.id }))}>
                  {group.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {group.pivot?.admin ? 'Administrador' : 'Miembro'} ·{' '}
                  {group.public ? 'Grupo público' : 'Grupo privado'}
                </Text>
              </div>
            </Group>
            <GroupMenu id={group.id} name={group.name} admin={group.pivot?.admin === true} />
          </Group>
        </Card>
      ))}
    </PagedListPage>
  );
}
