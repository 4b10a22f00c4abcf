// admin.promocode.usages: who redeemed the code, when (DD/MM/YYYY HH:mm) and for what.
import type { PromocodeUsage } from '@app/contracts/account/promocode';
import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useParams } from 'wouter';
import { formatDateTime } from '../../format/format.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import { type ListQuery, useAdminList } from '../../shared/admin/useAdminList.ts';
import { listUsages } from './promocodesApi.ts';

const FOR_LABELS: Record<string, string> = { user: 'Cuenta premium' };

export default function PromocodeUsagesPage(_props: ScreenProps) {
  const { id } = useParams<{ id: string }>();
  const load = useCallback((query: ListQuery<object>) => listUsages(id, query), [id]);
  const list = useAdminList<PromocodeUsage>(`promocode-usages-${id}`, load);
  return (
    <AdminListPage
      title="Usos del código"
      list={list}
      searchPlaceholder="Buscar por usuario..."
      rowKey={(usage) => usage.id}
      rowLabel={(usage) => usage.user?.name ?? 'Usuario eliminado'}
      renderRow={(usage) => (
        <Stack gap={2} data-testid="promocode-usage">
          <Text fw={600}>{usage.user?.name ?? 'Usuario eliminado'}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(usage.created_at)} · {FOR_LABELS[usage.for] ?? usage.for}
          </Text>
        </Stack>
      )}
      options={() => []}
    />
  );
}
