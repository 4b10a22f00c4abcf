// The groups side panel (SPEC.md section 2): the user's groups with their role and scope, and
// links to explore and manage groups.
import type { UserGroup } from '@app/contracts/account/user';
import { ActionIcon, Anchor, Avatar, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { groupsPanelOpen } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { currentUser } from '../../session/sessionState.ts';
import { DotsIcon } from '../icons.tsx';
import { initials } from '../initials.ts';
import { PanelTitle } from '../PanelTitle.tsx';

function GroupRow({ group }: { group: UserGroup }) {
  const id = group.id;
  return (
    <Group wrap="nowrap" justify="space-between">
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <Avatar src={group.logo_url} alt={group.name} radius="md" color="premium">
          {initials(group.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {group.name}
          </Text>
          <Text size="xs" c="dimmed">
            {group.pivot.admin ? 'Administrador' : 'Miembro'} · {group.public ? 'Grupo público' : 'Grupo privado'}
          </Text>
        </div>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${group.name}`}>
            <DotsIcon size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => navigateTo(pathTo('group.search.index', { id }))}>Buscar en el grupo</Menu.Item>
          <Menu.Item onClick={() => navigateTo(pathTo('account.group.show', { id }))}>Detalle</Menu.Item>
          <Menu.Item onClick={() => navigateTo(pathTo('account.group.search', { id }))}>Búsquedas activas</Menu.Item>
          <Menu.Item onClick={() => navigateTo(pathTo('account.group.publication', { id }))}>Cartera Interna</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

export default function GroupsPanel() {
  useSignals();
  const groups = currentUser.value?.groups ?? [];
  return (
    <Drawer
      opened={groupsPanelOpen.value}
      onClose={() => {
        groupsPanelOpen.value = false;
      }}
      position="right"
      size="sm"
      title={<PanelTitle>Mis grupos</PanelTitle>}
    >
      <Stack gap="md">
        {groups.map((group) => (
          <GroupRow key={group.id} group={group} />
        ))}
        <Group justify="space-between" mt="sm">
          <Anchor component="button" onClick={() => navigateTo(pathTo('group.index'))}>
            Explorar grupos
          </Anchor>
          <Anchor component="button" onClick={() => navigateTo(pathTo('account.group.index'))}>
            Gestionar grupos
          </Anchor>
        </Group>
      </Stack>
    </Drawer>
  );
}
