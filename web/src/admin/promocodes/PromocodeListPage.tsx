// admin.promocode.index: 'Nuevo', each code with its discount and remaining uses, and per row
// Ver usos, Editar and Eliminar.
import type { PromocodeRow } from '@app/contracts/account/promocode';
import { Group, Stack, Text } from '@mantine/core';
import { formatDate, formatNumber } from '../../format/format.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import { useAdminList } from '../../shared/admin/useAdminList.ts';
import { deletePromocode, listPromocodes } from './promocodesApi.ts';

function months(row: PromocodeRow): string {
  if (row.discount < 100) return '';
  const granted = row.config.granted_months;
  return granted === null ? ' · sin límite de tiempo' : ` · ${granted} ${granted === 1 ? 'mes' : 'meses'}`;
}

function PromocodeRowView({ row }: { row: PromocodeRow }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{row.code.toUpperCase()}</Text>
        <Text size="sm">
          {formatNumber(row.discount)} %{months(row)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Usos restantes: {row.remaining} · Creado el {formatDate(row.created_at)}
      </Text>
    </Stack>
  );
}

export default function PromocodeListPage(_props: ScreenProps) {
  const list = useAdminList<PromocodeRow>('promocodes', listPromocodes);
  return (
    <AdminListPage
      title="Códigos promocionales"
      list={list}
      searchPlaceholder="Buscar por código..."
      onNew={() => navigateTo(pathTo('admin.promocode.create'))}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.code}
      renderRow={(row) => <PromocodeRowView row={row} />}
      options={(row, confirmDelete) => [
        { label: 'Ver usos', onClick: () => navigateTo(pathTo('admin.promocode.usages', { id: row.id })) },
        { label: 'Editar', onClick: () => navigateTo(pathTo('admin.promocode.edit', { id: row.id })) },
        {
          label: 'Eliminar',
          danger: true,
          onClick: () =>
            confirmDelete({
              title: 'Eliminar código promocional',
              warning: `Se eliminará el código ${row.code.toUpperCase()}: nadie podrá canjearlo. Los usos ya hechos se conservan.`,
              remove: () => deletePromocode(row.id),
            }),
        },
      ]}
    />
  );
}
