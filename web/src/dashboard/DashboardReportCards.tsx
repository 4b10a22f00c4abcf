// The dashboard's report cards (GET /account/report/dashboard): shortcuts to publications and groups
// when the account has them, the people it interacts with, and the latest activity in its searches.
// On a microsite (SPEC.md section 5): no publication shortcut, the groups one only when it enables
// groups, the interacting accounts only when it enables users.
import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { pathTo } from '../routing/paths.ts';
import { groupsEnabled, onMicrosite, usersEnabled } from '../session/sessionState.ts';
import { initials } from '../shell/initials.ts';
import { ActivityRow } from '../statistics/ActivityRow.tsx';
import { useDashboardReport } from '../statistics/statisticsApi.ts';

export function DashboardReportCards() {
  useSignals();
  const report = useDashboardReport().data;
  if (!report) return null;
  const { activities } = report;
  const publicationShortcut = report.shortcuts.hasPublications && !onMicrosite.value;
  const groupsShortcut = report.shortcuts.hasGroups && groupsEnabled.value;
  const users = usersEnabled.value ? report.users : [];
  return (
    <>
      {publicationShortcut || groupsShortcut ? (
        <Group gap="sm">
          {publicationShortcut ? (
            <Button component={Link} href={pathTo('account.publication.create')} variant="light">
              Nueva publicación
            </Button>
          ) : null}
          {groupsShortcut ? (
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
