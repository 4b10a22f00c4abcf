// The history panel 'Anteriores': the last five searches; each opens its results.
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { Drawer, Loader, NavLink, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../format/format.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { searchTitle } from '../searchTitle.ts';
import { useSearchHistory } from './useSearchHistory.ts';

function HistoryList() {
  const history = useSearchHistory();
  if (history === null) return <Loader size="sm" mx="auto" display="block" />;
  if (history.length === 0) return <Text c="dimmed">{SEARCH_MESSAGES.noSearches}</Text>;
  return (
    <Stack gap={0}>
      {history.map((search) => (
        <NavLink
          key={search.uuid}
          component="button"
          label={searchTitle(search)}
          description={formatDateTime(search.created_at)}
          onClick={() => navigateTo(pathTo('search.result', { uuid: search.uuid }))}
        />
      ))}
    </Stack>
  );
}

export function HistoryPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" title={<PanelTitle>Anteriores</PanelTitle>}>
      {opened ? <HistoryList /> : null}
    </Drawer>
  );
}
