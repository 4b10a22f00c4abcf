import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { goHome } from '../routing/navigation.ts';
import { NOT_FOUND_TITLE } from '../routing/routeTable.ts';
import type { ScreenProps } from '../routing/screenProps.ts';

export default function NotFoundPage(_props: ScreenProps) {
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="premium.7" lh={1}>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {NOT_FOUND_TITLE}
        </Title>
        <Button size="md" onClick={() => goHome()}>
          Ir al inicio
        </Button>
      </Stack>
    </Center>
  );
}
