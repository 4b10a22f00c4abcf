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
  /** Shown while the step is pending, and once done when `offeredWhenDone`. */
  actions?: ReactNode;
  offeredWhenDone?: boolean;
  /** Said while the step is locked. */
  lockedText?: string;
}

/** One step of the guide: its number or a check, its state, what to do, and how. */
export function GuideStepCard(props: GuideStepCardProps) {
  const { number, title, state, text, actions, lockedText, offeredWhenDone = false } = props;
  const badge = STATE_BADGES[state];
  const done = state === 'done';
  return (
    <Card
      withBorder
      padding="lg"
      aria-label={`Paso ${number}: ${title}`}
      component="section"
      opacity={state === 'locked' ? 0.7 : 1}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : 'premium'}>
            {done ? <CheckIcon size={20} /> : <Text fw={800}>{number}</Text>}
          </ThemeIcon>
          <Stack gap={4} align="flex-start">
            <Text fw={700}>{title}</Text>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {state === 'locked' && lockedText ? lockedText : text}
        </Text>
        {state === 'pending' || (done && offeredWhenDone) ? actions : null}
      </Stack>
    </Card>
  );
}
