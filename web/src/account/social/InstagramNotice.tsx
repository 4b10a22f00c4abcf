import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { PanelTitle } from '../../shell/PanelTitle.tsx';

/** SPEC.md section 8: Google sign-in inside Instagram's in-app browser is blocked with this explanation. */
export function InstagramNotice({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={<PanelTitle>Abrí la página en Chrome o Safari</PanelTitle>}
    >
      <Stack gap="md">
        <Text size="sm">
          Google no permite ingresar desde el navegador de Instagram. Para continuar con Google, abrí esta página en
          Chrome o Safari:
        </Text>
        <List size="sm" spacing="xs">
          <List.Item>Tocá el menú ··· de arriba a la derecha.</List.Item>
          <List.Item>Elegí «Abrir en el navegador» (o «Abrir en Chrome» / «Abrir en Safari»).</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          También podés ingresar con tu correo electrónico desde acá mismo.
        </Text>
        <Button onClick={onClose} fullWidth>
          Entendido
        </Button>
      </Stack>
    </Modal>
  );
}
