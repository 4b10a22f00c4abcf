// admin.search.index: every search, filtered by shared and (when shared) participant count. A row
// shows its scope, private or shared, autocomplete or not, like and reject counts, and its
// participants marked Creador or Invitado.
import type { AdminSearchRow } from '@app/contracts';
import { adminEndpoints } from '@app/contracts/admin/endpoints';
import { Badge, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { call } from '../../api/client.ts';
import { formatDateTime } from '../../format/format.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import { type ListQuery, useAdminList } from '../../shared/admin/useAdminList.ts';

interface SearchFilters {
  /** '1' shared, '0' private, '' both. */
  shared: string;
  users_count: number | '';
}

const SCOPE_LINES: Record<AdminSearchRow['scope']['kind'], string> = {
  platform: 'Toda la plataforma',
  microsite: 'Toda la aplicación del micrositio',
  user: 'Tienda de',
  group: 'Grupo',
};

function listSearches({ search, page, filters }: ListQuery<SearchFilters>) {
  const shared = filters.shared === '' ? undefined : (filters.shared as '1' | '0');
  const usersCount = shared === '1' && filters.users_count !== '' ? filters.users_count : undefined;
  return call(adminEndpoints.searches.list, { query: { search, page, shared, users_count: usersCount } });
}

function SearchRowView({ row }: { row: AdminSearchRow }) {
  const scope = [SCOPE_LINES[row.scope.kind], row.scope.name].filter(Boolean).join(' ');
  return (
    <Stack gap={4}>
      <Text fw={600}>{row.title || 'Sin título'}</Text>
      <Text size="sm" c="dimmed">
        {scope} · {formatDateTime(row.created_at)}
      </Text>
      <Group gap="xs">
        <Badge variant="light">{row.shareable ? 'Compartida' : 'Privada'}</Badge>
        {row.autocompleted ? <Badge variant="light">Autocompletada</Badge> : null}
        <Text size="sm">
          {row.decisions_true_count} me gusta · {row.decisions_false_count} descartes
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {row.users.map((user) => `${user.name} (${user.role})`).join(', ')}
      </Text>
    </Stack>
  );
}

function Filters({ value, onChange }: { value: SearchFilters; onChange: (filters: SearchFilters) => void }) {
  return (
    <Group gap="sm">
      <SegmentedControl
        size="xs"
        aria-label="Compartida"
        data={[
          { value: '1', label: 'Compartidas' },
          { value: '0', label: 'Privadas' },
          { value: '', label: 'No filtrar' },
        ]}
        value={value.shared}
        onChange={(shared) => onChange({ ...value, shared, users_count: shared === '1' ? value.users_count : '' })}
      />
      {value.shared === '1' ? (
        <NumberInput
          size="xs"
          aria-label="Cantidad de usuarios"
          placeholder="Cantidad de usuarios"
          min={1}
          allowDecimal={false}
          value={value.users_count}
          onChange={(count) => onChange({ ...value, users_count: count === '' ? '' : Number(count) })}
        />
      ) : null}
    </Group>
  );
}

export default function SearchListPage(_props: ScreenProps) {
  const list = useAdminList<AdminSearchRow, SearchFilters>('searches', listSearches, { shared: '', users_count: '' });
  return (
    <AdminListPage
      title="Búsquedas"
      list={list}
      searchPlaceholder="Buscar por título..."
      filters={<Filters value={list.filters} onChange={list.setFilters} />}
      emptyMessage="No se encontraron búsquedas"
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      renderRow={(row) => <SearchRowView row={row} />}
      options={() => []}
    />
  );
}
