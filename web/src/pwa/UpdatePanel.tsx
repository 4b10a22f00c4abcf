// 'Nueva versión disponible': the person chooses when the app reloads into the new version.
import { Button, Dialog, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { applyUpdate, waitingVersion } from './serviceWorkerRegistration.ts';

export default function UpdatePanel() {
  useSignals();
  return (
    <Dialog
      opened={waitingVersion.value !== null}
      onClose={() => (waitingVersion.value = null)}
      withCloseButton
      position={{ top: 16, left: 16, right: 16 }}
      size="lg"
      radius="md"
      shadow="xl"
      role="alertdialog"
      aria-labelledby="update-title"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text id="update-title" fw={700}>
          Nueva versión disponible
        </Text>
        <Button onClick={applyUpdate}>Actualizar</Button>
      </Group>
    </Dialog>
  );
}
