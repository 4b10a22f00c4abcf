// account.activity.index 'Actividad': what others did in the caller's searches, searchable, paginated.
import { Alert, Container, Loader, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ScreenProps } from '../routing/screenProps.ts';
import { ActivityRow } from './ActivityRow.tsx';
import { failureText } from './failureText.ts';
import { useActivities } from './statisticsApi.ts';
import { useSearchablePage } from './useSearchablePage.ts';

export default function ActivityPage(_props: ScreenProps) {
  const list = useSearchablePage();
  const activities = useActivities(list.query);
  const page = activities.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Actividad
        </Title>
        <TextInput
          aria-label="Buscar"
          placeholder="Buscar por búsqueda o persona..."
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
        />
        {activities.isPending ? <Loader aria-label="Cargando" /> : null}
        {activities.isError ? <Alert color="red">{failureText(activities.error)}</Alert> : null}
        {page && page.data.length === 0 ? <Text c="dimmed">No hay datos.</Text> : null}
        {page?.data.map((activity) => (
          <ActivityRow key={activity.id} activity={activity} />
        ))}
        {page && page.last_page > 1 ? (
          <Pagination total={page.last_page} value={list.page} onChange={list.setPage} />
        ) : null}
      </Stack>
    </Container>
  );
}
