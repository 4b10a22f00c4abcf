// The group's active members; admins make others admin or not, and remove them.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { ActionIcon, Avatar, Badge, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { currentUser } from '../session/sessionState.ts';
import { DotsIcon } from '../shell/icons.tsx';
import { initials } from '../shell/initials.ts';
import { removeMember, setMemberAdmin } from './groupActions.ts';

export function MemberList({ groupId, admin }: { groupId: string; admin: boolean }) {
  const { data } = useEndpointQuery(QUERY_SCOPES.groups, endpoints.listMembers, { params: { id: groupId }, query: {} });
  const me = currentUser.value?.id;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Miembros activos
      </Title>
      {(data?.data ?? []).map((member) => (
        <Group key={member.id} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={member.avatar_url} alt={member.name} radius="xl">
              {initials(member.name)}
            </Avatar>
            <div>
              <Text fw={500}>{member.name}</Text>
              <Text size="xs" c="dimmed">
                {member.publications_count} publicaciones
              </Text>
            </div>
            {member.pivot.admin ? <Badge variant="light">Administrador</Badge> : null}
          </Group>
          {admin && member.id !== me ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${member.name}`}>
                  <DotsIcon size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  onClick={() => setMemberAdmin(groupId, member.id, !member.pivot.admin).catch(() => undefined)}
                >
                  {member.pivot.admin ? 'Quitar administrador' : 'Hacer administrador'}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => removeMember(groupId, member.id).catch(() => undefined)}>
                  Eliminar del grupo
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
