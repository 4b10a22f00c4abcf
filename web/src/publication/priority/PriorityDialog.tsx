// The list's 'Prioridad' action: choose, change or remove a publication's priority.
import type { Publication } from '@app/contracts/publication/publication';
import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { setPublicationPriority } from '../publicationApi.ts';
import { PrioritySelector } from './PrioritySelector.tsx';

export function PriorityDialog({ publication, onClose }: { publication: Publication; onClose: () => void }) {
  const submission = useSubmission();
  const [priority, setPriority] = useState(publication.priority);
  const [description, setDescription] = useState(publication.priority_description ?? '');

  const save = () =>
    submission.run(async () => {
      await setPublicationPriority(publication.id, priority, description);
      notifySuccess(PUBLICATION_MESSAGES.updated);
      onClose();
    });

  return (
    <Modal opened onClose={onClose} title="Prioridad" centered>
      <Stack gap="md">
        <PrioritySelector
          withLabel={false}
          priority={priority}
          description={description}
          onPriorityChange={setPriority}
          onDescriptionChange={setDescription}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={submission.isSubmitting} onClick={() => void save()}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
