// The publication detail side panel (SPEC.md section 2): its content, 'Editar' for its creator and
// 'Contactar' (the contact panel) for everyone who does not publish it.
import { Alert, Button, Drawer, Group, Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { publicationDetail } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { currentUser } from '../../session/sessionState.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { ContactPanel } from './ContactPanel.tsx';
import { PublicationSummary } from './PublicationSummary.tsx';

export default function PublicationDetailPanel() {
  useSignals();
  const publication = publicationDetail.value;
  // While the drawer slides out it keeps showing the publication instead of going blank.
  const shown = useRef(publication);
  if (publication) shown.current = publication;
  const current = publication ?? shown.current;
  const [contactOpened, setContactOpened] = useState(false);
  const viewerId = currentUser.value?.id;
  const ownerView = current?.users.some((publisher) => publisher.id === viewerId) ?? false;

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
          <PublicationSummary publication={current} ownerView={ownerView} />
          <Group justify="flex-end">
            {ownerView ? null : <Button onClick={() => setContactOpened(true)}>Contactar</Button>}
            {current.editable ? (
              <Button onClick={() => navigateTo(pathTo('account.publication.edit', { id: current.id }))}>Editar</Button>
            ) : null}
          </Group>
          <ContactPanel
            publication={current}
            opened={contactOpened && publication !== null}
            onClose={() => setContactOpened(false)}
          />
        </Stack>
      ) : null}
    </Drawer>
  );
}
