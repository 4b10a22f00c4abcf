// The install prompt (SPEC.md section 2, side panels): install the app, or not now (10 days).
import { Button, Dialog, Group, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { browserInstallOffer, dismissInstallPrompt, installFromPrompt, installPromptOpen } from './installPrompt.ts';

export default function InstallPanel() {
  useSignals();
  const canInstall = browserInstallOffer.value !== null;
  return (
    <Dialog
      opened={installPromptOpen.value}
      onClose={dismissInstallPrompt}
      withCloseButton
      position={{ bottom: 16, left: 16, right: 16 }}
      size="lg"
      radius="md"
      shadow="xl"
      role="dialog"
      aria-labelledby="install-prompt-title"
    >
      <Stack gap="xs">
        <Text id="install-prompt-title" fw={700}>
          Instalá Deslizá
        </Text>
        <Text size="sm">
          {canInstall
            ? 'Agregala a tu pantalla de inicio y abrila como una app, aunque la conexión sea mala.'
            : 'Abrí el menú del navegador y elegí "Agregar a la pantalla de inicio" para tenerla como una app.'}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" onClick={dismissInstallPrompt}>
            Ahora no
          </Button>
          {canInstall ? <Button onClick={() => void installFromPrompt()}>Instalar</Button> : null}
        </Group>
      </Stack>
    </Dialog>
  );
}
