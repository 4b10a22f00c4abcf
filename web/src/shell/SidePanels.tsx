// The side panels the shell owns. Each is downloaded the first time it opens and stays mounted
// afterwards, so its closing animation plays.
import { type ReadonlySignal, useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import {
  groupsPanelOpen,
  identifyDialog,
  imageLightbox,
  publicationDetail,
  quickCreateOpen,
  userMenuOpen,
} from '../dialogs/dialogState.ts';
import { installPromptOpen } from '../pwa/installPrompt.ts';
import { waitingVersion } from '../pwa/serviceWorkerRegistration.ts';

const IdentifyPanel = lazy(() => import('../account/identify/IdentifyPanel.tsx'));
const UserMenuPanel = lazy(() => import('./userMenu/UserMenuPanel.tsx'));
const GroupsPanel = lazy(() => import('./groups/GroupsPanel.tsx'));
const QuickCreatePanel = lazy(() => import('../publication/quickCreate/QuickCreatePanel.tsx'));
const PublicationDetailPanel = lazy(() => import('../publication/detail/PublicationDetailPanel.tsx'));
const ImageLightbox = lazy(() => import('../publication/detail/ImageLightbox.tsx'));
const InstallPanel = lazy(() => import('../pwa/InstallPanel.tsx'));
const UpdatePanel = lazy(() => import('../pwa/UpdatePanel.tsx'));

function OnceOpened({ isOpen, Panel }: { isOpen: ReadonlySignal<unknown>; Panel: ComponentType }) {
  useSignals();
  const [opened, setOpened] = useState(false);
  useSignalEffect(() => {
    if (isOpen.value) setOpened(true);
  });
  return opened ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null;
}

export function SidePanels() {
  return (
    <>
      <OnceOpened isOpen={identifyDialog} Panel={IdentifyPanel} />
      <OnceOpened isOpen={userMenuOpen} Panel={UserMenuPanel} />
      <OnceOpened isOpen={groupsPanelOpen} Panel={GroupsPanel} />
      <OnceOpened isOpen={quickCreateOpen} Panel={QuickCreatePanel} />
      <OnceOpened isOpen={publicationDetail} Panel={PublicationDetailPanel} />
      <OnceOpened isOpen={imageLightbox} Panel={ImageLightbox} />
      <OnceOpened isOpen={installPromptOpen} Panel={InstallPanel} />
      <OnceOpened isOpen={waitingVersion} Panel={UpdatePanel} />
    </>
  );
}
