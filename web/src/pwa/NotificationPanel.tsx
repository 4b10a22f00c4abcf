// The notification permission prompt (SPEC.md section 2, side panels): turn notifications on, or
// not now (10 days).
import { Button, Dialog, Group, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { acceptNotificationPrompt, dismissNotificationPrompt, notificationPromptOpen } from './notificationPrompt.ts';

export default function NotificationPanel() {
  useSignals();
  return (
    <Dialog
      opened={notificationPromptOpen.value}
      onClose={dismissNotificationPrompt}
      withCloseButton
      position={{ bottom: 16, left: 16, right: 16 }}
      size="lg"
      radius="md"
      shadow="xl"
      role="dialog"
      aria-labelledby="notification-prompt-title"
    >
      <Stack gap="xs">
        <Text id="notification-prompt-title" fw={700}>
          Activá las notificaciones
        </Text>
        <Text size="sm">
          Enterate al instante de los superlikes a tus publicaciones, las coincidencias en tus búsquedas compartidas y
          las selecciones finalizadas.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" onClick={dismissNotificationPrompt}>
            Ahora no
          </Button>
          <Button onClick={() => void acceptNotificationPrompt()}>Activar</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
