// The confirmation 'Eliminar publicación' (SPEC.md section 8) before a publication is deleted.
import type { Publication } from '@app/contracts/publication/publication';
import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { deletePublication } from '../publicationApi.ts';

export function DeletePublicationDialog({ publication, onClose }: { publication: Publication; onClose: () => void }) {
  const submission = useSubmission();
  const confirm = () =>
    submission.run(async () => {
      await deletePublication(publication.id);
      notifySuccess(PUBLICATION_MESSAGES.deleted);
      onClose();
    });

  return (
    <Modal opened onClose={onClose} title="Eliminar publicación" centered>
      <Stack gap="md">
        <Text>
          ¿Seguro que deseas eliminar <strong>{publication.title}</strong>? Esta acción no se puede deshacer.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" loading={submission.isSubmitting} onClick={() => void confirm()}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
