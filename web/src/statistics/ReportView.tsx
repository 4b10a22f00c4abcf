// One source's report: success rate, the funnel, each list with its total and daily bars, and the
// ranking; 'No hay datos.' when the range holds nothing.
import type { ReportListKey } from '@app/contracts/statistics/metrics';
import type { Report } from '@app/contracts/statistics/report';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatInteger, formatNumber } from '../format/format.ts';
import { DailyBars } from './DailyBars.tsx';
import { FunnelChart } from './FunnelChart.tsx';
import { RankedUsers } from './RankedUsers.tsx';
import { successColour } from './successRate.ts';

export const LIST_LABELS: Record<ReportListKey, string> = {
  SearchCount: 'Búsquedas creadas',
  SearchPublishedCount: 'Búsquedas publicadas',
  SearchShareableCount: 'Búsquedas compartidas',
  SearchShareableAnsweredCount: 'Búsquedas compartidas respondidas',
  PublicationByUserCount: 'Publicaciones creadas',
  PublicationLikedCount: 'Me gusta recibidos',
};

const isEmpty = (report: Report) =>
  report.lists.every((list) => list.total.events === 0) && report.funnel.stages.every((stage) => stage.events === 0);

export function ReportView({ report }: { report: Report }) {
  if (isEmpty(report)) return <Text c="dimmed">No hay datos.</Text>;
  return (
    <Stack gap="md">
      {report.success_rate === null ? null : (
        <Group gap="xs">
          <Text fw={600}>Tasa de éxito</Text>
          <Badge color={successColour(report.success_rate)} size="lg" data-testid="success-rate">
            {formatNumber(report.success_rate, 1)} %
          </Badge>
        </Group>
      )}
      <FunnelChart funnel={report.funnel} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {report.lists.map((list) => {
          const label = LIST_LABELS[list.key as ReportListKey] ?? list.key;
          return (
            <Card key={list.key} withBorder radius="md">
              <Title order={3} size="h5">
                {label}
              </Title>
              <Text size="xl" fw={700}>
                {formatInteger(list.total.items)}
              </Text>
              <Text size="xs" c="dimmed" mb="xs">
                {formatInteger(list.total.people)} personas · {formatInteger(list.total.events)} eventos
              </Text>
              <DailyBars label={label} series={list.series.map((day) => ({ day: day.day, value: day.events }))} />
            </Card>
          );
        })}
      </SimpleGrid>
      {report.users.length > 0 ? <RankedUsers users={report.users} /> : null}
    </Stack>
  );
}
