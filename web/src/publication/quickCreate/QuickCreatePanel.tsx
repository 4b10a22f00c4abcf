// The quick-create side panel (SPEC.md section 4): creating → created. Closing resets it: its
// content is built anew each time the panel opens.
import { Drawer } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { quickCreateOpen } from '../../dialogs/dialogState.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { QuickCreateCreated } from './QuickCreateCreated.tsx';
import { QuickCreateForm } from './QuickCreateForm.tsx';
import { useQuickCreate } from './useQuickCreate.ts';

const close = () => {
  quickCreateOpen.value = false;
};

function QuickCreateContent() {
  const quick = useQuickCreate();
  return quick.created ? (
    <QuickCreateCreated publication={quick.created} onClose={close} onCreateAnother={quick.createAnother} />
  ) : (
    <QuickCreateForm quick={quick} />
  );
}

export default function QuickCreatePanel() {
  useSignals();
  const opened = quickCreateOpen.value;
  const openings = useRef(0);
  const wasOpen = useRef(false);
  if (opened && !wasOpen.current) openings.current += 1;
  wasOpen.current = opened;
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title={<PanelTitle>Publicación rápida</PanelTitle>}
    >
      <QuickCreateContent key={openings.current} />
    </Drawer>
  );
}
