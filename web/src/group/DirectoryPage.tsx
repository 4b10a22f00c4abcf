// group.index: the public directory, searched by place or title (a place ranks groups by local
// coverage and says it); '¡Creá tu grupo!' asks a visitor to identify and a non-premium user to
// become premium.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { Anchor, Button, Card, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { openIdentify } from '../dialogs/dialogState.ts';
import { navigateTo, rememberNext } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { currentUser } from '../session/sessionState.ts';
import { PagedListPage } from '../shared/list/PagedListPage.tsx';
import { coverageLabel } from './coverageLabel.ts';
import { GroupLogo } from './GroupLogo.tsx';

function createGroup() {
  const user = currentUser.value;
  if (!user) {
    rememberNext(pathTo('account.group.create'));
    openIdentify('email', { requires: { premium: true } });
  } else if (!user.is_premium) {
    openIdentify('premium', { subtitle: 'Para obtener más beneficios', requires: { premium: true } });
  } else {
    navigateTo(pathTo('account.group.create'));
  }
}

export default function DirectoryPage() {
  useSignals();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS.searchInput);
  const [page, setPage] = useState(1);
  // A search naming a place ranks the groups by how much of its inventory they hold.
  const query = { search: debounced || undefined, page, orderBy: 'coverage' as const };
  const { data, isLoading } = useEndpointQuery([QUERY_SCOPES.groups, 'directory'], endpoints.directory, { query });
  return (
    <PagedListPage
      title="Grupos"
      action={<Button onClick={createGroup}>¡Creá tu grupo!</Button>}
      toolbar={
        <TextInput
          placeholder="Buscar por lugar, título..."
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
      columns={2}
      placeholderHeight={88}
      size="lg"
    >
      {(data?.data ?? []).map((group) => (
        <Card key={group.id} component="article" aria-label={group.name} withBorder padding="md">
          <Group wrap="nowrap" gap="sm">
            <GroupLogo name={group.name} url={group.logo_url} size="lg" />
            <div style={{ minWidth: 0 }}>
              <Anchor fw={600} onClick={() => navigateTo(pathTo('group.show', { id: group.id }))}>
                {group.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {group.public ? 'Grupo público' : 'Grupo privado'} · {group.users_count} miembros
                {group.address ? ` · ${group.address.title}` : ''}
              </Text>
              {group.coverage ? (
                <Text size="sm" fw={500} c={group.coverage.percent > 0 ? 'teal.8' : 'dimmed'}>
                  {coverageLabel(group.coverage)}
                </Text>
              ) : null}
            </div>
          </Group>
        </Card>
      ))}
    </PagedListPage>
  );
}
