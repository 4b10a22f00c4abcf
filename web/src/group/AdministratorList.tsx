// A listed group's administrators with their contact details; a visitor is told to sign in first.
import type { PublicGroup } from '@app/contracts/group/group';
import { GROUP_MESSAGES } from '@app/contracts/group/messages';
import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { initials } from '../shell/initials.ts';

export function AdministratorList({ administrators }: { administrators: PublicGroup['administrators'] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Administradores
      </Title>
      {administrators === null ? (
        <Text c="dimmed">{GROUP_MESSAGES.administratorsHidden}</Text>
      ) : (
        administrators.map((admin) => (
          <Group key={admin.id} gap="sm" wrap="nowrap">
            <Avatar src={admin.avatar_url} alt={admin.name} radius="xl">
              {initials(admin.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={500}>{admin.name}</Text>
              <Anchor size="sm" href={`mailto:${admin.email}`} style={{ overflowWrap: 'anywhere' }}>
                {admin.email}
              </Anchor>
              {admin.phone ? <Text size="sm">{admin.phone}</Text> : null}
            </div>
          </Group>
        ))
      )}
    </Stack>
  );
}
