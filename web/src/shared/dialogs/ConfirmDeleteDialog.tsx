// Every deletion behind a confirmation with a warning (SPEC.md section 2, "Admin screens"; the
// account's searches and publications): the dialog names the item, warns the action cannot be
// undone, blocks a second click while deleting, and tells the server's success message.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';

export interface ConfirmDeleteProps {
  /** 'Eliminar usuario'. */
  title: string;
  /** What is deleted and what follows from it. */
  warning: ReactNode;
  /** Deletes; resolves with the success message to show. */
  remove: () => Promise<string>;
  /** After a deletion (the list reloads); the dialog closes itself first. */
  onDone?: () => void;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ title, warning, remove, onDone, onClose }: ConfirmDeleteProps) {
  const submission = useSubmission();
  const confirm = () =>
    submission.run(async () => {
      notifySuccess(await remove());
      onClose();
      onDone?.();
    });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{warning}</Text>
        <Text c="red" size="sm">
          Esta acción no se puede deshacer.
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
