import type { Search } from '@app/contracts/search/search';
import { useState } from 'react';
import type { SearchPanel } from '../actions/useSearchActions.ts';
import { AlertsPanel } from './AlertsPanel.tsx';
import { ConsensusPanel } from './ConsensusPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { RenamePanel } from './RenamePanel.tsx';
import { SharePanel } from './SharePanel.tsx';

interface SearchPanelsProps {
  search: Search;
  panel: SearchPanel | null;
  onClose: () => void;
  onChanged: (search: Search) => void;
}

/** The share, consensus, rename and publish panels, each mounted from its first opening so it can slide out. */
export function SearchPanels({ search, panel, onClose, onChanged }: SearchPanelsProps) {
  const [opened, setOpened] = useState<ReadonlySet<SearchPanel>>(new Set());
  if (panel && !opened.has(panel)) setOpened(new Set([...opened, panel]));
  const props = { search, onClose, onChanged };
  return (
    <>
      {opened.has('share') ? <SharePanel {...props} opened={panel === 'share'} /> : null}
      {opened.has('consensus') ? <ConsensusPanel {...props} opened={panel === 'consensus'} /> : null}
      {opened.has('alerts') ? <AlertsPanel {...props} opened={panel === 'alerts'} /> : null}
      {opened.has('rename') ? <RenamePanel {...props} opened={panel === 'rename'} /> : null}
      {opened.has('publish') ? <PublishPanel {...props} opened={panel === 'publish'} /> : null}
    </>
  );
}
