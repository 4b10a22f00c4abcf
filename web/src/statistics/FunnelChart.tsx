// The funnel (seen → liked → coincidence → superlike → contacted) as horizontal SVG bars, each with
// its people and raw events, and the time from a lead to the first contact.
import { FUNNEL_STAGES } from '@app/contracts/statistics/metrics';
import type { Funnel } from '@app/contracts/statistics/report';
import { Card, Stack, Text, Title } from '@mantine/core';
import { formatInteger, formatNumber } from '../format/format.ts';

const WIDTH = 300;
const ROW = 26;

function minutesText(minutes: number): string {
  if (minutes < 60) return `${formatNumber(minutes, 0)} min`;
  if (minutes < 48 * 60) return `${formatNumber(minutes / 60, 1)} h`;
  return `${formatNumber(minutes / 1440, 1)} días`;
}

export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const max = Math.max(1, ...funnel.stages.map((stage) => stage.people));
  return (
    <Card withBorder radius="md" data-testid="funnel">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Embudo
        </Title>
        <svg
          viewBox={`0 0 ${WIDTH} ${ROW * funnel.stages.length}`}
          width="100%"
          role="img"
          aria-label="Embudo de personas por etapa"
        >
          {funnel.stages.map((stage, index) => {
            const label = FUNNEL_STAGES.find((known) => known.stage === stage.stage)?.label ?? stage.stage;
            const width = (stage.people / max) * (WIDTH - 110);
            const y = index * ROW;
            return (
              <g key={stage.stage}>
                <text x={0} y={y + 17} fontSize={12} fill="currentColor">
                  {label}
                </text>
                <rect
                  x={100}
                  y={y + 4}
                  width={Math.max(2, width)}
                  height={ROW - 8}
                  rx={3}
                  fill="var(--mantine-color-premium-6, var(--mantine-color-blue-6))"
                />
                <text x={104 + Math.max(2, width)} y={y + 17} fontSize={12} fill="currentColor">
                  {formatInteger(stage.people)}
                </text>
              </g>
            );
          })}
        </svg>
        <Stack gap={2} component="dl" m={0}>
          {funnel.stages.map((stage) => (
            <Text key={stage.stage} size="xs" c="dimmed" data-stage={stage.stage}>
              {FUNNEL_STAGES.find((known) => known.stage === stage.stage)?.label}: {formatInteger(stage.people)}{' '}
              personas, {formatInteger(stage.events)} eventos
            </Text>
          ))}
        </Stack>
        <Text size="sm">
          Contactados: {formatInteger(funnel.contacted_leads)} de {formatInteger(funnel.leads)} interesados
          {funnel.median_minutes_to_contact === null
            ? ''
            : ` · primer contacto en ${minutesText(funnel.median_minutes_to_contact)} (mediana)`}
        </Text>
      </Stack>
    </Card>
  );
}
