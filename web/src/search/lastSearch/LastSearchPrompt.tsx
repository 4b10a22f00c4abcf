// The last-search prompt: continue the last search (its results) or start a new one here.
import type { Search } from '@app/contracts/search/search';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../format/format.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { searchTitle } from '../searchTitle.ts';

export function LastSearchPrompt({ search, onClose }: { search: Search | null; onClose: () => void }) {
  return (
    <Modal opened={search !== null} onClose={onClose} title="¿Seguimos con tu última búsqueda?" centered>
      {search ? (
        <Stack gap="md">
          <div>
            <Text fw={600}>{searchTitle(search)}</Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(search.created_at)}
            </Text>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Nueva búsqueda
            </Button>
            <Button onClick={() => navigateTo(pathTo('search.result', { uuid: search.uuid }))}>Continuar</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
