// The confirmation 'Eliminar sincronización' (SPEC.md section 8): the publications could become
// outdated.
import { SYNCHRONIZER_MESSAGES } from '@app/contracts/synchronizer/messages';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../feedback/notify.ts';
import { useSubmission } from '../forms/useSubmission.ts';
import { deleteSynchronizer } from './synchronizerApi.ts';

export function DeleteSynchronizerDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const submission = useSubmission();
  const confirm = () =>
    submission.run(async () => {
      notifySuccess((await deleteSynchronizer()).message);
      onDeleted();
    });

  return (
    <Modal opened onClose={onClose} title="Eliminar sincronización" centered>
      <Stack gap="md">
        <Text>¿Seguro que deseas eliminar la sincronización? {SYNCHRONIZER_MESSAGES.deleteWarning}</Text>
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
