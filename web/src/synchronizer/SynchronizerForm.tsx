// The setting of 'Sincronizar publicaciones': the type (api disabled, 'Aún no disponible') and
// the JSON feed's URL or the Octoparse account and task. Saving creates the synchronizer and
// syncs at once (SPEC.md section 4, "Synchronizer").
import type { SynchronizerView } from '@app/contracts/synchronizer/api';
import { SYNCHRONIZER_MESSAGES } from '@app/contracts/synchronizer/messages';
import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess } from '../feedback/notify.ts';
import { showErrorsOn } from '../forms/showErrorsOn.ts';
import { useSubmission } from '../forms/useSubmission.ts';
import { saveSynchronizer } from './synchronizerApi.ts';

type Kind = 'json' | 'scraping' | 'api';

const TYPE_OPTIONS = [
  { value: 'json', label: 'Feed JSON' },
  { value: 'scraping', label: 'Scraping (Octoparse)' },
  { value: 'api', label: `API (${SYNCHRONIZER_MESSAGES.unavailable})`, disabled: true },
];

function initialValues(saved: SynchronizerView | null) {
  const config = saved?.config ?? {};
  return {
    type: (saved?.type ?? 'json') as Kind,
    url: config.url ?? '',
    username: config.username ?? '',
    password: '',
    taskId: config.taskId ?? '',
  };
}

type Values = ReturnType<typeof initialValues>;

function settingOf(values: Values) {
  if (values.type === 'json') return { type: 'json' as const, config: { url: values.url.trim() } };
  const { username, password, taskId } = values;
  return {
    type: values.type,
    config: { service: 'octoparse', username, taskId, ...(password ? { password } : {}) },
  };
}

/** The server names fields `config.url`; the form's are `url`. */
const withoutConfigPrefix = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^config\./, ''), message]));

export function SynchronizerForm({
  saved,
  onSaved,
}: {
  saved: SynchronizerView | null;
  onSaved: (view: SynchronizerView) => void;
}) {
  const submission = useSubmission();
  const form = useForm({ initialValues: initialValues(saved) });
  const hasSavedPassword = saved?.type === 'scraping';

  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      const errorsOn = showErrorsOn({ setErrors: (errors) => form.setErrors(withoutConfigPrefix(errors)) });
      const { message, data } = await saveSynchronizer(settingOf(values), errorsOn);
      notifySuccess(message);
      form.setFieldValue('password', '');
      onSaved(data);
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select label="Tipo" data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('type')} />
        {form.values.type === 'json' ? (
          <TextInput
            label="URL del feed"
            description="La dirección del JSON que publica tu tienda o sistema de gestión."
            placeholder="https://mitienda.com/feed.json"
            required
            autoComplete="off"
            {...form.getInputProps('url')}
          />
        ) : (
          <>
            <TextInput label="Usuario de Octoparse" required autoComplete="off" {...form.getInputProps('username')} />
            <PasswordInput
              label="Contraseña de Octoparse"
              required={!hasSavedPassword}
              description={hasSavedPassword ? 'Dejala vacía para mantener la guardada.' : undefined}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <TextInput label="ID de la tarea" required autoComplete="off" {...form.getInputProps('taskId')} />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submission.isSubmitting}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
