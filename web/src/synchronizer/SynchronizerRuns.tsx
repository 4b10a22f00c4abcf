// The last runs of the seller's synchronizer: when, how it went, what it did, and the items it
// left out with their reasons.
import type { SynchronizerRun } from '@app/contracts/synchronizer/api';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../format/format.ts';
import { RUN_OUTCOME_COLORS, RUN_OUTCOME_LABELS, runSummary } from './runOutcome.ts';

function RunItem({ run }: { run: SynchronizerRun }) {
  return (
    <Paper withBorder p="sm" component="li" aria-label={`Sincronización del ${formatDateTime(run.started_at)}`}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between">
          <Text size="sm" fw={600}>
            {formatDateTime(run.started_at)}
          </Text>
          <Badge color={RUN_OUTCOME_COLORS[run.outcome]} variant="light">
            {RUN_OUTCOME_LABELS[run.outcome]}
          </Badge>
        </Group>
        <Text size="sm">{runSummary(run)}</Text>
        {run.skipped.length > 0 ? (
          <List size="xs" c="dimmed" spacing={2}>
            {run.skipped.map((skipped) => (
              <List.Item key={`${skipped.item}-${skipped.reason}`}>
                {skipped.item}: {skipped.reason}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function SynchronizerRuns({ runs }: { runs: readonly SynchronizerRun[] }) {
  if (runs.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Últimas sincronizaciones
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {runs.map((run) => (
          <RunItem key={run.id} run={run} />
        ))}
      </Stack>
    </Stack>
  );
}
