import type { UserDecision } from '@app/contracts/swipe/filtered';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { initials } from '../../shell/initials.ts';
import { DecisionStatus } from '../card/DecisionStatus.tsx';
import { decisionOfResult } from '../decisions/decisionState.ts';

/** Each participant's decision on the publication, with their comment. */
export function ParticipantDecisions({ decisions }: { decisions: readonly UserDecision[] }) {
  if (decisions.length === 0) return null;
  return (
    <Stack gap={6}>
      {decisions.map((decision) => (
        <Group key={decision.id} gap="xs" wrap="nowrap" align="flex-start">
          <Avatar src={decision.avatar_url} alt={decision.name} size="sm" radius="xl" color="premium">
            {initials(decision.name)}
          </Avatar>
          <Stack gap={0} style={{ flex: 1 }}>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {decision.name}
              </Text>
              <DecisionStatus decision={decisionOfResult(decision.pivot)} size="sm" />
            </Group>
            {decision.pivot.comment ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {decision.pivot.comment}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
