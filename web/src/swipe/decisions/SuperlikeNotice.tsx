// For 7 s after a superlike: the person's contact data goes to the publication's owners (sent at
// once, so the seller sees it now); Cancelar takes it back as a plain like, 'Mis datos de contacto'
// opens their settings. The screen closes it when its window ends (useDecisions), so Cancelar is
// never offered once it cannot cancel.
import { Button, Group, Paper, Text } from '@mantine/core';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';

interface SuperlikeNoticeProps {
  publicationId: string;
  onCancel: () => void;
}

export function SuperlikeNotice({ publicationId, onCancel }: SuperlikeNoticeProps) {
  return (
    <Paper
      key={publicationId}
      role="status"
      shadow="md"
      radius="md"
      p="sm"
      withBorder
      pos="absolute"
      top={12}
      left={12}
      right={12}
      style={{ zIndex: 20 }}
    >
      <Text size="sm" fw={600}>
        ¡Superlike! Tus datos de contacto serán enviados a los administradores de la publicación.
      </Text>
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button size="xs" variant="subtle" onClick={() => navigateTo(pathTo('account.setting.index'))}>
          Mis datos de contacto
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onCancel}>
          Cancelar
        </Button>
      </Group>
    </Paper>
  );
}
