// The quick-create side panel (SPEC.md section 4): creating → created. Closing resets it: its
// content is built anew each time the panel opens.
import { Drawer } from '@mantine/core';
import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
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
  const [openings, setOpenings] = useState(0);
  useSignalEffect(() => {
    if (quickCreateOpen.value) setOpenings((count) => count + 1);
  });
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title={<PanelTitle>Publicación rápida</PanelTitle>}
    >
      <QuickCreateContent key={openings} />
    </Drawer>
  );
}
