// account.group.search: the group's active searches, titled with the group's name; pin and unpin,
// 'Último día' / 'Última semana', and the category filter when there is more than one category.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { Button, Card, Container, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'wouter';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { formatDateTime } from '../format/format.ts';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { GroupMenu } from './GroupMenu.tsx';
import { togglePin } from './groupActions.ts';

type Time = 'any' | 'day' | 'week';

export default function GroupSearchesPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [time, setTime] = useState<Time>('any');
  const [category, setCategory] = useState<string | null>(null);
  const params = { id };
  const group = useEndpointQuery(QUERY_SCOPES.groups, endpoints.showGroup, { params }).data;
  const categories = useEndpointQuery(QUERY_SCOPES.groups, endpoints.groupSearchCategories, { params }).data ?? [];
  const query = { ...(time === 'any' ? {} : { time }), ...(category ? { category_id: category } : {}) };
  const { data } = useEndpointQuery(QUERY_SCOPES.groups, endpoints.listGroupSearches, { params, query });
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {group ? `Búsquedas activas de ${group.name}` : 'Búsquedas activas'}
          </Title>
          {group ? (
            <GroupMenu id={id} name={group.name} admin={group.pivot?.admin === true} current="searches" />
          ) : null}
        </Group>
        <Group>
          <SegmentedControl
            value={time}
            onChange={(value) => setTime(value as Time)}
            data={[
              { value: 'any', label: 'Cualquier fecha' },
              { value: 'day', label: 'Último día' },
              { value: 'week', label: 'Última semana' },
            ]}
          />
          {categories.length > 1 ? (
            <Select
              placeholder="Categoría"
              clearable
              value={category}
              onChange={setCategory}
              data={categories.map((item) => ({ value: item.id, label: item.name }))}
            />
          ) : null}
        </Group>
        {data && data.data.length === 0 ? <Text c="dimmed">No se encontraron búsquedas</Text> : null}
        {(data?.data ?? []).map((search) => (
          <Card key={search.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{search.title || 'Sin título'}</Text>
                <Text size="xs" c="dimmed">
                  {search.users[0]?.name ?? ''} · {formatDateTime(search.published_at)}
                  {search.pinneds_count > 0 ? ` · Fijada por ${search.pinneds_count}` : ''}
                </Text>
                {search.description ? <Text size="sm">{search.description}</Text> : null}
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => togglePin(id, search.id, search.pinned).catch(() => undefined)}
                >
                  {search.pinned ? 'Desfijar' : 'Fijar'}
                </Button>
                <Button size="xs" onClick={() => navigateTo(pathTo('search.result', { uuid: search.uuid }))}>
                  Ver
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
