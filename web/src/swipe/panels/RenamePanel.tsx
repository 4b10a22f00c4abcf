// Renaming a search (owner): a title of 3 to 255 characters.
import { searchTitleSchema } from '@app/contracts/search/search';
import { Button, Drawer, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess } from '../../feedback/notify.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { renameSearch } from '../api/swipeApi.ts';
import type { SearchPanelProps } from './SharePanel.tsx';

export function RenamePanel({ search, opened, onClose, onChanged }: SearchPanelProps) {
  const submission = useSubmission();
  const form = useForm({
    initialValues: { title: search.title ?? search.title_suggested },
    validate: zodValidate(searchTitleSchema),
  });
  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      const { message, data } = await renameSearch(search.uuid, values.title, showErrorsOn(form));
      if (message) notifySuccess(message);
      onChanged(data);
      onClose();
    }),
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="xs"
      title={<PanelTitle>Cambiar nombre</PanelTitle>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" pb="md">
          <TextInput label="Título" required data-autofocus {...form.getInputProps('title')} />
          <Button type="submit" loading={submission.isSubmitting}>
            Guardar
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}
