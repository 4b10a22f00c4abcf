// The side panels the shell owns (the prompts show in the page's flow: pwa/PromptSlot.tsx). Each is downloaded the first time it opens and stays mounted
// afterwards, so its closing animation plays.
import { type ReadonlySignal, useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import {
  closeAllDialogs,
  groupsPanelOpen,
  identifyDialog,
  imageLightbox,
  publicationDetail,
  quickCreateOpen,
  userMenuOpen,
} from '../dialogs/dialogState.ts';
import { notifyError } from '../feedback/notify.ts';
import { FailureBoundary } from './failure/FailureBoundary.tsx';

type PanelModule = () => Promise<{ default: ComponentType }>;

const loadIdentifyPanel = () => import('../account/identify/IdentifyPanel.tsx');
const loadUserMenuPanel = () => import('./userMenu/UserMenuPanel.tsx');
const loadGroupsPanel = () => import('./groups/GroupsPanel.tsx');
const loadQuickCreatePanel = () => import('../publication/quickCreate/QuickCreatePanel.tsx');
const loadPublicationDetailPanel = () => import('../publication/detail/PublicationDetailPanel.tsx');
const loadImageLightbox = () => import('../publication/detail/ImageLightbox.tsx');

export const PANEL_FAILURE_MESSAGE = 'No se pudo abrir el panel. Revisá tu conexión y volvé a intentar.';

function OnceOpened({ isOpen, load }: { isOpen: ReadonlySignal<unknown>; load: PanelModule }) {
  useSignals();
  const [opened, setOpened] = useState(false);
  // A failed download is asked for again at the next opening: React keeps a lazy's failure for good.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is a new lazy component.
  const Panel = useMemo(() => lazy(load), [load, attempt]);
  useSignalEffect(() => {
    if (isOpen.value) setOpened(true);
  });
  const fail = () => {
    notifyError(PANEL_FAILURE_MESSAGE);
    closeAllDialogs();
    setOpened(false);
    setAttempt((previous) => previous + 1);
  };
  return opened ? (
    <FailureBoundary key={attempt} fallback={null} onFailure={fail}>
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    </FailureBoundary>
  ) : null;
}

export function SidePanels() {
  return (
    <>
      <OnceOpened isOpen={identifyDialog} load={loadIdentifyPanel} />
      <OnceOpened isOpen={userMenuOpen} load={loadUserMenuPanel} />
      <OnceOpened isOpen={groupsPanelOpen} load={loadGroupsPanel} />
      <OnceOpened isOpen={quickCreateOpen} load={loadQuickCreatePanel} />
      <OnceOpened isOpen={publicationDetail} load={loadPublicationDetailPanel} />
      <OnceOpened isOpen={imageLightbox} load={loadImageLightbox} />
    </>
  );
}
