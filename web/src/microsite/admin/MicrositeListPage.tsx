// admin.microsite.index: 'Nuevo', each microsite with its host, status and users, and per row
// Editar and Eliminar (SPEC.md section 2, "Admin screens").
import { MICROSITE_STATUS_TITLES, type Microsite } from '@app/contracts/microsite/microsite';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import { useAdminList } from '../../shared/admin/useAdminList.ts';
import { initials } from '../../shell/initials.ts';
import { deleteMicrosite, listMicrosites } from './micrositesApi.ts';

function MicrositeRowView({ row }: { row: Microsite }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={row.logo_square_url} alt="" radius="md" color="premium">
        {initials(row.name)}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={600}>{row.name}</Text>
          <Badge variant="filled" color={row.status === 'active' ? 'teal.9' : 'gray.7'}>
            {MICROSITE_STATUS_TITLES[row.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.host} · {row.users_count} {row.users_count === 1 ? 'usuario' : 'usuarios'}
        </Text>
      </Stack>
    </Group>
  );
}

export default function MicrositeListPage(_props: ScreenProps) {
  const list = useAdminList<Microsite>('microsites', listMicrosites);
  return (
    <AdminListPage
      title="Micrositios"
      list={list}
      searchPlaceholder="Buscar por nombre o dominio..."
      onNew={() => navigateTo(pathTo('admin.microsite.create'))}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      renderRow={(row) => <MicrositeRowView row={row} />}
      options={(row, confirmDelete) => [
        { label: 'Editar', onClick: () => navigateTo(pathTo('admin.microsite.edit', { id: row.id })) },
        {
          label: 'Eliminar',
          danger: true,
          onClick: () =>
            confirmDelete({
              title: 'Eliminar micrositio',
              warning: `Se eliminará el micrositio ${row.name}: ${row.host} volverá a mostrar la plataforma principal.`,
              remove: () => deleteMicrosite(row.id),
            }),
        },
      ]}
    />
  );
}
