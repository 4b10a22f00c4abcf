import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckIcon } from '../shell/icons.tsx';
import type { GuideStepState } from './guideSteps.ts';

const STATE_BADGES: Record<GuideStepState, { label: string; color: string }> = {
  done: { label: 'Completado', color: 'teal' },
  pending: { label: 'Pendiente', color: 'premium' },
  locked: { label: 'Bloqueado', color: 'gray' },
};

interface GuideStepCardProps {
  number: number;
  title: string;
  state: GuideStepState;
  text: string;
  /** Shown while the step is pending. */
  actions?: ReactNode;
  /** Said while the step is locked. */
  lockedText?: string;
}

/** One step of the guide: its number or a check, its state, what to do, and how. */
export function GuideStepCard({ number, title, state, text, actions, lockedText }: GuideStepCardProps) {
  const badge = STATE_BADGES[state];
  return (
    <Card
      withBorder
      padding="lg"
      aria-label={`Paso ${number}: ${title}`}
      component="section"
      opacity={state === 'locked' ? 0.7 : 1}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon
              size={36}
              radius="xl"
              variant={state === 'done' ? 'filled' : 'light'}
              color={state === 'done' ? 'teal' : 'premium'}
            >
              {state === 'done' ? <CheckIcon size={20} /> : <Text fw={800}>{number}</Text>}
            </ThemeIcon>
            <Text fw={700}>{title}</Text>
          </Group>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {state === 'locked' && lockedText ? lockedText : text}
        </Text>
        {state === 'pending' ? actions : null}
      </Stack>
    </Card>
  );
}
