// While an administrator acts as someone else: who they see the platform as, and the way back.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { stopImpersonating } from '../session/sessionActions.ts';
import { impersonation } from '../session/sessionState.ts';

export function ImpersonationBanner() {
  useSignals();
  const current = impersonation.value;
  if (!current) return null;
  return (
    <Paper radius={0} bg="yellow.1" px="md" py={6} role="status">
      <Group justify="center" gap="sm">
        <Text size="sm">Estás viendo la plataforma como {current.name}</Text>
        <Button size="compact-sm" variant="filled" color="dark" onClick={() => void stopImpersonating()}>
          Volver a mi cuenta
        </Button>
      </Group>
    </Paper>
  );
}
