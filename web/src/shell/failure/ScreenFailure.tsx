import { Button, Center, Stack, Text, Title } from '@mantine/core';

export const SCREEN_FAILURE_TITLE = 'No se pudo mostrar esta pantalla.';

/** Instead of a screen that failed: the header and menu stay, and a reload fetches the screen again. */
export function ScreenFailure() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={2} size="h3" ta="center">
          {SCREEN_FAILURE_TITLE}
        </Title>
        <Text c="dimmed" ta="center">
          Revisá tu conexión y volvé a intentar.
        </Text>
        <Button onClick={() => window.location.reload()}>Reintentar</Button>
      </Stack>
    </Center>
  );
}
