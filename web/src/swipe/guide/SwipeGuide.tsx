// The guide floats over the slider, above the bottom bar, without blocking either: three tips,
// then it is not shown again.
import { TIMING_MS } from '@app/contracts/limits';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { markSwipeGuideSeen, SWIPE_GUIDE_STEPS, swipeGuideSeen } from './swipeGuide.ts';

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function SwipeGuide({ hasResults }: { hasResults: boolean }) {
  const [step, setStep] = useState<number | null>(null);
  useEffect(() => {
    if (!hasResults || swipeGuideSeen(browserStorage())) return;
    const timer = setTimeout(() => setStep(0), TIMING_MS.guideAutoStart);
    return () => clearTimeout(timer);
  }, [hasResults]);

  if (step === null) return null;
  const last = step === SWIPE_GUIDE_STEPS.length - 1;
  const close = () => {
    markSwipeGuideSeen(browserStorage());
    setStep(null);
  };
  return (
    <Paper
      role="region"
      aria-label="Guía"
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      pos="absolute"
      bottom={88}
      left={16}
      right={16}
      style={{ zIndex: 15 }}
    >
      <Text size="xs" c="dimmed">
        Paso {step + 1} de {SWIPE_GUIDE_STEPS.length}
      </Text>
      <Text mt={4}>{SWIPE_GUIDE_STEPS[step]}</Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        {last ? null : (
          <Button size="xs" variant="subtle" onClick={close}>
            Saltar
          </Button>
        )}
        <Button size="xs" onClick={() => (last ? close() : setStep(step + 1))}>
          {last ? 'Entendido' : 'Siguiente'}
        </Button>
      </Group>
    </Paper>
  );
}
