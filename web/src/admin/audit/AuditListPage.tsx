// admin.audit.index (beyond SPEC.md; issue #22 "Audit"): who did what to whom and when, newest
// first, searchable by action, either account's name or the item, 20 a page. Any platform
// permission opens it: every administrator answers for their changes.
import type { AuditRow } from '@app/contracts';
import { adminEndpoints } from '@app/contracts/admin/endpoints';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { call } from '../../api/client.ts';
import { formatDateTime } from '../../format/format.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import { type ListQuery, useAdminList } from '../../shared/admin/useAdminList.ts';

const SUBJECT_KINDS: Record<AuditRow['subject']['type'], string> = {
  user: 'Usuario',
  promocode: 'Código promocional',
  publication_type: 'Tipo',
  category: 'Categoría',
  extra: 'Extra',
  group: 'Grupo',
  microsite: 'Micrositio',
};

const listAudit = ({ search, page }: ListQuery<object>) => call(adminEndpoints.audit.list, { query: { search, page } });

function AuditRowView({ row }: { row: AuditRow }) {
  return (
    <Stack gap={4}>
      <Text>
        <Text span fw={600}>
          {row.actor.name}
        </Text>{' '}
        {row.action.charAt(0).toLowerCase() + row.action.slice(1)}{' '}
        <Text span fw={600}>
          {row.subject.name}
        </Text>
      </Text>
      <Group gap="xs">
        <Badge variant="light">{SUBJECT_KINDS[row.subject.type]}</Badge>
        <Text size="sm" c="dimmed">
          {formatDateTime(row.occurred_at)}
        </Text>
      </Group>
    </Stack>
  );
}

export default function AuditListPage(_props: ScreenProps) {
  const list = useAdminList<AuditRow>('audit', listAudit);
  return (
    <AdminListPage
      title="Auditoría"
      list={list}
      searchPlaceholder="Buscar por acción, administrador o destinatario..."
      emptyMessage="No hay acciones registradas"
      rowKey={(row) => row.id}
      rowLabel={(row) => row.action}
      renderRow={(row) => <AuditRowView row={row} />}
      options={() => []}
      auditLink={false}
    />
  );
}
