// The dashboard's report cards (GET /account/report/dashboard): shortcuts to publications and groups
// when the account has them, the people it interacts with, and the latest activity in its searches.
import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Link } from 'wouter';
import { pathTo } from '../routing/paths.ts';
import { initials } from '../shell/initials.ts';
import { ActivityRow } from '../statistics/ActivityRow.tsx';
import { useDashboardReport } from '../statistics/statisticsApi.ts';

export function DashboardReportCards() {
  const report = useDashboardReport().data;
  if (!report) return null;
  const { shortcuts, users, activities } = report;
  return (
    <>
      {shortcuts.hasPublications || shortcuts.hasGroups ? (
        <Group gap="sm">
          {shortcuts.hasPublications ? (
            <Button component={Link} href={pathTo('account.publication.create')} variant="light">
              Nueva publicación
            </Button>
          ) : null}
          {shortcuts.hasGroups ? (
            <Button component={Link} href={pathTo('account.group.index')} variant="light">
              Gestionar grupos
            </Button>
          ) : null}
        </Group>
      ) : null}
      {users.length > 0 ? (
        <section aria-labelledby="dashboard-users-title">
          <Title id="dashboard-users-title" order={2} size="h4" mb="sm">
            Cuentas con las que interactuás
          </Title>
          <Group gap="xs">
            {users.map((user) => (
              <Tooltip key={user.id} label={user.name}>
                <Avatar src={user.avatar_url} alt={user.name} radius="xl" color="premium">
                  {initials(user.name)}
                </Avatar>
              </Tooltip>
            ))}
          </Group>
        </section>
      ) : null}
      {activities.length > 0 ? (
        <Card withBorder radius="md" component="section" aria-labelledby="dashboard-activity-title">
          <Group justify="space-between" mb="sm">
            <Title id="dashboard-activity-title" order={2} size="h4">
              Última actividad
            </Title>
            <Anchor component={Link} href={pathTo('account.activity.index')} size="sm">
              Ver todo
            </Anchor>
          </Group>
          <Stack gap="sm">
            {activities.map((activity) => (
              <ActivityRow key={activity.id} activity={activity} />
            ))}
          </Stack>
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          Todavía no hay actividad en tus búsquedas.
        </Text>
      )}
    </>
  );
}
