// One search of the account's list: title ('Sin título' when empty), date and time, scope, likes
// and rejections, 'Invitado' with the owner's name for a search the reader joined, and what the
// reader may do with it (only its owner edits or deletes it).
import type { Search } from '@app/contracts/search/search';
import { ActionIcon, Anchor, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../format/format.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { invitedLine } from '../../search/invitedLine.ts';
import { editSearchPath, searchScopeLine } from '../../search/searchPaths.ts';
import { searchTitle } from '../../search/searchTitle.ts';

export function SearchRow({ search, onDelete }: { search: Search; onDelete: (search: Search) => void }) {
  const title = searchTitle(search);
  const scope = searchScopeLine(search);
  const results = pathTo('search.result', { uuid: search.uuid });
  const invited = invitedLine(search);
  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component="button" type="button" fw={700} c="dark" ta="left" onClick={() => navigateTo(results)}>
            {title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatDateTime(search.created_at)}
            {scope ? ` · ${scope}` : ''}
          </Text>
          {invited ? (
            <Text size="sm" c="blue.8">
              {invited}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {search.decisions_true_count} me gusta · {search.decisions_false_count} descartadas
          </Text>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${title}`}>
              <span aria-hidden="true">⋮</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => navigateTo(results)}>Buscar</Menu.Item>
            {search.is_owner ? <Menu.Item onClick={() => navigateTo(editSearchPath(search))}>Editar</Menu.Item> : null}
            <Menu.Item onClick={() => navigateTo(pathTo('account.search.filtered', { uuid: search.uuid }))}>
              Publicaciones
            </Menu.Item>
            {search.is_owner ? (
              <Menu.Item color="red" onClick={() => onDelete(search)}>
                Eliminar
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
