// account.stat.index 'Estadísticas' (SPEC.md section 2, "Stats"): pick a source (preselected when
// there is only one), a date range, and see its report. Superlikes arriving live refresh it.

import type { StatisticSource } from '@app/contracts/statistics/report';
import { SERVER_SOCKET_EVENTS, superlikeReceivedMessageSchema } from '@app/contracts/swipe/socket';
import { Alert, Button, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ensureLiveConnection } from '../live/liveConnection.ts';
import { useLiveMessage } from '../live/useLiveMessage.ts';
import type { ScreenProps } from '../routing/screenProps.ts';
import { defaultPreset, presetRange, presetsWithin, type RangePreset } from './dateRange.ts';
import { failureText } from './failureText.ts';
import { ReportView } from './ReportView.tsx';
import { STATISTICS_SCOPE, useReport, useStatisticSources } from './statisticsApi.ts';

const SOURCE_LABELS: Record<StatisticSource['type'], string> = {
  user: 'Estadísticas de cuenta',
  microsite: 'Estadísticas del sitio',
  group: 'Estadísticas del grupo',
};

const sourceKey = (source: StatisticSource) => `${source.type}:${source.id}`;

export default function StatisticsPage(_props: ScreenProps) {
  const sources = useStatisticSources();
  const [chosen, setChosen] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [preset, setPreset] = useState<RangePreset | null>(null);
  const client = useQueryClient();
  useEffect(ensureLiveConnection, []);
  useLiveMessage(SERVER_SOCKET_EVENTS.superlikeReceived, superlikeReceivedMessageSchema, () => {
    void client.invalidateQueries({ queryKey: [STATISTICS_SCOPE] });
  });

  const list = sources.data?.data ?? [];
  const only = list.length === 1 ? list[0] : undefined;
  const source = list.find((candidate) => sourceKey(candidate) === chosen) ?? only ?? null;
  const now = useMemo(() => new Date(), []);
  const maxDays = sources.data?.max_range_days ?? 90;
  const range = preset ?? defaultPreset(sources.data?.default_range_days ?? 30, maxDays, now);
  const dates = presetRange(range, now);
  const report = useReport(source ? { source: { type: source.type, id: source.id }, dates } : null);

  if (sources.isPending) return <Loader m="xl" aria-label="Cargando" />;
  if (sources.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red">{failureText(sources.error)}</Alert>
      </Container>
    );
  }
  const options = list.map((candidate) => ({
    value: sourceKey(candidate),
    label: `${candidate.name} · ${SOURCE_LABELS[candidate.type]}`,
  }));
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Estadísticas
        </Title>
        {source && !picking ? (
          <Group justify="space-between">
            <div>
              <Text fw={600}>{source.name}</Text>
              <Text size="sm" c="dimmed">
                {SOURCE_LABELS[source.type]}
              </Text>
            </div>
            {list.length > 1 ? (
              <Button variant="light" onClick={() => setPicking(true)}>
                Cambiar
              </Button>
            ) : null}
          </Group>
        ) : (
          <Stack gap="xs">
            <Text>Seleccioná de qué querés ver las estadísticas.</Text>
            <Select
              label="Fuente"
              placeholder="Seleccionar"
              data={options}
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setPicking(false);
              }}
            />
            <Text size="xs" c="dimmed">
              El rango máximo es de {maxDays} días.
            </Text>
          </Stack>
        )}
        {source ? (
          <>
            <Select
              label="Período"
              data={presetsWithin(maxDays, now).map(({ value, label }) => ({ value, label }))}
              value={range}
              onChange={(value) => setPreset((value as RangePreset | null) ?? range)}
              allowDeselect={false}
              w={220}
            />
            {report.isPending ? <Loader aria-label="Cargando" /> : null}
            {report.isError ? <Alert color="red">{failureText(report.error)}</Alert> : null}
            {report.data ? <ReportView report={report.data} /> : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
