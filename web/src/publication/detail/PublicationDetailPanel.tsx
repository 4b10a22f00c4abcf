// The publication detail side panel (SPEC.md section 2): its content, and 'Editar' for its creator.
import { Alert, Button, Drawer, Group, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { publicationDetail } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { PublicationSummary } from './PublicationSummary.tsx';

export default function PublicationDetailPanel() {
  useSignals();
  const publication = publicationDetail.value;
  // While the drawer slides out it keeps showing the publication instead of going blank.
  const shown = useRef(publication);
  if (publication) shown.current = publication;
  const current = publication ?? shown.current;

  return (
    <Drawer
      opened={publication !== null}
      onClose={() => {
        publicationDetail.value = null;
      }}
      position="right"
      size="md"
      title={<PanelTitle>Publicación</PanelTitle>}
    >
      {current ? (
        <Stack gap="md">
          {current.locked_reason ? <Alert color="blue">{current.locked_reason}</Alert> : null}
          <PublicationSummary publication={current} />
          {current.editable ? (
            <Group justify="flex-end">
              <Button onClick={() => navigateTo(pathTo('account.publication.edit', { id: current.id }))}>Editar</Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
