// admin.group.index: every group with its member count, Editar and Eliminar; no 'Nuevo' (groups
// are their members': SPEC.md section 2, "Admin screens").
import type { Group as GroupRow } from '@app/contracts/group/group';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '../../format/format.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import { useAdminList } from '../../shared/admin/useAdminList.ts';
import { GroupLogo } from '../GroupLogo.tsx';
import { deleteGroup, listGroups } from './groupsApi.ts';

function GroupRowView({ group }: { group: GroupRow }) {
  const members = `${group.users_count} ${group.users_count === 1 ? 'miembro' : 'miembros'}`;
  return (
    <Group gap="sm" wrap="nowrap">
      <GroupLogo name={group.name} url={group.logo_url} />
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{group.name}</Text>
          <Badge variant="light">{group.public ? 'Grupo público' : 'Grupo privado'}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {members} · Creado el {formatDate(group.created_at)}
        </Text>
      </Stack>
    </Group>
  );
}

export default function AdminGroupListPage(_props: ScreenProps) {
  const list = useAdminList<GroupRow>('groups', listGroups);
  return (
    <AdminListPage
      title="Grupos"
      list={list}
      searchPlaceholder="Buscar por nombre..."
      rowKey={(group) => group.id}
      rowLabel={(group) => group.name}
      renderRow={(group) => <GroupRowView group={group} />}
      options={(group, confirmDelete) => [
        { label: 'Editar', onClick: () => navigateTo(pathTo('admin.group.form', { id: group.id })) },
        {
          label: 'Eliminar',
          danger: true,
          onClick: () =>
            confirmDelete({
              title: 'Eliminar grupo',
              warning: `Se eliminará el grupo ${group.name}: sus ${group.users_count} miembros dejarán de compartir su cartera y sus búsquedas fijadas.`,
              remove: () => deleteGroup(group.id),
            }),
        },
      ]}
    />
  );
}
