// The dashboard's latest searches (SPEC.md section 2): the strip the landing shows too, and when the
// person has none yet, SPEC's empty state with the way to start one instead of nothing at all.
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { pathTo } from '../routing/paths.ts';
import { LatestSearches } from '../search/latest/LatestSearches.tsx';
import { useLatestSearches } from '../search/latest/latestSearches.ts';

const TITLE = 'Últimas búsquedas';

export function DashboardLatestSearches() {
  const searches = useLatestSearches();
  if (searches === null) return null;
  if (searches.length > 0) return <LatestSearches searches={searches} title={TITLE} />;
  return (
    <Card withBorder radius="md" component="section" aria-label={TITLE}>
      <Title order={2} size="h4" mb="xs">
        {TITLE}
      </Title>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          No se encontraron búsquedas
        </Text>
        <Button component={Link} href={pathTo('search.index')} variant="light">
          Buscar
        </Button>
      </Group>
    </Card>
  );
}
