// One step of the guided tour: the part of the screen it explains, lit up (the rest dimmed by a
// wide shadow, so nothing is covered and no stacking context gets in the way), and a popover with
// the step's words, its number, and the way on or out.
import { Box, Button, Group, Popover, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { endSearchTour, nextTourStep, tourStep } from './searchTour.ts';
import { TOUR_STEPS, type TourTarget } from './tourSteps.ts';

const SPOTLIGHT = {
  position: 'relative',
  zIndex: 2,
  borderRadius: 'var(--mantine-radius-md)',
  boxShadow: '0 0 0 4px var(--mantine-color-premium-3), 0 0 0 100vmax rgba(0, 0, 0, 0.45)',
} as const;

export function TourAnchor({ target, children }: { target: TourTarget; children: ReactNode }) {
  useSignals();
  const index = TOUR_STEPS.findIndex((step) => step.target === target);
  const step = TOUR_STEPS[index];
  const opened = tourStep.value === index;
  const anchor = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (opened) anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [opened]);
  if (!step) return children;
  const last = index === TOUR_STEPS.length - 1;
  return (
    <Popover
      opened={opened}
      position="bottom"
      withArrow
      shadow="md"
      width={280}
      zIndex={300}
      trapFocus={false}
      // The anchor is any block of the builder, where aria-haspopup and aria-expanded are not allowed;
      // the dropdown names its dialog role itself.
      withRoles={false}
    >
      <Popover.Target>
        <Box ref={anchor} style={opened ? SPOTLIGHT : undefined}>
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text id={titleId} fw={700}>
          {step.title}
        </Text>
        <Text size="sm" mt={4}>
          {step.text}
        </Text>
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <Text size="xs" c="dimmed">
            Paso {index + 1} de {TOUR_STEPS.length}
          </Text>
          <Group gap={6} wrap="nowrap">
            {last ? null : (
              <Button size="compact-sm" variant="subtle" color="gray" onClick={endSearchTour}>
                Omitir
              </Button>
            )}
            <Button size="compact-sm" onClick={nextTourStep}>
              {last ? 'Terminar' : 'Siguiente'}
            </Button>
          </Group>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
