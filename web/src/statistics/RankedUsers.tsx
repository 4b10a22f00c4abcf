// The ranking of people by shared searches answered, then shared; the first three get trophies.
import type { RankedUser } from '@app/contracts/statistics/report';
import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatInteger } from '../format/format.ts';
import { initials } from '../shell/initials.ts';

const TROPHY_COLOURS = ['yellow', 'gray', 'orange'] as const;

export function RankedUsers({ users }: { users: readonly RankedUser[] }) {
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        Ranking
      </Title>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {users.map((user, index) => (
          <Group key={user.id} component="li" wrap="nowrap" gap="sm" data-testid="ranked-user">
            {index < TROPHY_COLOURS.length ? (
              <Badge color={TROPHY_COLOURS[index]} variant="filled" aria-label={`Puesto ${index + 1}`}>
                🏆 {index + 1}
              </Badge>
            ) : (
              <Text w={44} ta="center" c="dimmed">
                {index + 1}
              </Text>
            )}
            <Avatar src={user.avatar_url} alt={user.name} radius="xl" size="sm">
              {initials(user.name)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatInteger(user.searches_answered_count)} respondidas ·{' '}
                {formatInteger(user.searches_shareable_count)} compartidas
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
