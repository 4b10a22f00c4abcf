import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';

/** A store without publications; its premium owner is offered to publish or to synchronize. */
export function EmptyStore({ isPremiumOwner }: { isPremiumOwner: boolean }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="md">
        <Text ta="center">{PUBLICATION_MESSAGES.emptyStore}</Text>
        {isPremiumOwner ? (
          <Group>
            <Button onClick={() => navigateTo(pathTo('account.publication.create'))}>Nueva publicación</Button>
            <Button variant="light" onClick={() => navigateTo(pathTo('account.publication.synchronizer'))}>
              Sincronización
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
