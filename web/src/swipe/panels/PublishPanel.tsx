// Publishing a search to its group (owner, SPEC.md section 4): 'Publicar' with a title and an
// optional description goes to the group's searches; 'Dejar de publicar' takes it back.
import { TEXTAREA_ROWS } from '@app/contracts/limits';
import { SEARCH_DESCRIPTION_MAX, searchTitleSchema } from '@app/contracts/search/search';
import { Button, Drawer, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { notifySuccess } from '../../feedback/notify.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { publishSearch } from '../api/swipeApi.ts';
import type { SearchPanelProps } from './SharePanel.tsx';

const publishFormSchema = searchTitleSchema.extend({ description: z.string().trim().max(SEARCH_DESCRIPTION_MAX) });

export function PublishPanel({ search, opened, onClose, onChanged }: SearchPanelProps) {
  const submission = useSubmission();
  const form = useForm({
    initialValues: { title: search.title ?? search.title_suggested, description: search.description ?? '' },
    validate: zodValidate(publishFormSchema),
  });

  const publish = form.onSubmit((values) =>
    submission.run(async () => {
      const publication = { public: true, title: values.title, description: values.description || null };
      const { message, data } = await publishSearch(search.uuid, publication, showErrorsOn(form));
      if (message) notifySuccess(message);
      onChanged(data);
      if (data.group_id) navigateTo(pathTo('account.group.search', { id: data.group_id }));
    }),
  );
  const unpublish = () =>
    submission.run(async () => {
      const { message, data } = await publishSearch(search.uuid, { public: false, description: search.description });
      if (message) notifySuccess(message);
      onChanged(data);
      onClose();
    });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="md"
      title={<PanelTitle>Publicar en el grupo</PanelTitle>}
    >
      {search.public ? (
        <Stack gap="md" pb="md">
          <Button color="red" variant="outline" loading={submission.isSubmitting} onClick={() => void unpublish()}>
            Dejar de publicar
          </Button>
        </Stack>
      ) : (
        <form onSubmit={publish} noValidate>
          <Stack gap="md" pb="md">
            <TextInput label="Título" required {...form.getInputProps('title')} />
            <Textarea
              label="Descripción"
              autosize
              minRows={TEXTAREA_ROWS.default.min}
              maxRows={TEXTAREA_ROWS.description.max}
              {...form.getInputProps('description')}
            />
            <Button type="submit" loading={submission.isSubmitting}>
              Publicar
            </Button>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
