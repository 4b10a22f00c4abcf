// The confirmation 'Eliminar búsqueda' (SPEC.md section 8) before a search is deleted.
import type { Search } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { deleteAccountSearch } from '../../search/api/searchApi.ts';
import { searchTitle } from '../../search/searchTitle.ts';

export function DeleteSearchDialog({ search, onClose }: { search: Search; onClose: () => void }) {
  const submission = useSubmission();
  const confirm = () =>
    submission.run(async () => {
      const message = await deleteAccountSearch(search.id);
      notifySuccess(message || SEARCH_MESSAGES.deleted);
      onClose();
    });

  return (
    <Modal opened onClose={onClose} title="Eliminar búsqueda" centered>
      <Stack gap="md">
        <Text>
          ¿Seguro que deseas eliminar <strong>{searchTitle(search)}</strong>? Esta acción no se puede deshacer.
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
