import { TIMING_MS } from '@app/contracts/limits';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { currentUser } from '../../session/sessionState.ts';
import { CheckIcon } from '../../shell/icons.tsx';
import { stepAfterLogged } from './identifyFlow.ts';
import type { StepProps } from './stepProps.ts';

/** A short welcome; after a second the panel asks for what the action still needs, or closes. */
export function LoggedStep({ goTo, requires, finish }: StepProps) {
  useSignals();
  const user = currentUser.value;
  useEffect(() => {
    const timer = setTimeout(() => {
      const signedIn = currentUser.peek();
      const next = signedIn ? stepAfterLogged(signedIn, requires) : null;
      if (next) goTo(next);
      else finish();
    }, TIMING_MS.welcomeStep);
    return () => clearTimeout(timer);
  }, [goTo, requires, finish]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="teal">
          <CheckIcon size={32} />
        </ThemeIcon>
        <Title order={3}>¡Hola{user ? `, ${user.name}` : ''}!</Title>
        <Text c="dimmed">Ya ingresaste a tu cuenta.</Text>
      </Stack>
    </Center>
  );
}
