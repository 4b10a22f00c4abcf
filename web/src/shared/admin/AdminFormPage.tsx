// The one form page of the admin back office: a title, the fields, 'Cancelar' back to the list
// and 'Guardar', which is blocked while a save is running (no double submission). The screen's
// `save` gets call options that put the server's validation messages under the fields.
import { Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CallOptions } from '../../api/client.ts';
import { invalidateScopes } from '../../api/query/endpointQueries.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { navigateTo } from '../../routing/navigation.ts';

export interface AdminFormProps<Values> {
  title: string;
  form: {
    onSubmit: (handler: (values: Values) => void) => (event?: React.FormEvent<HTMLFormElement>) => void;
    setErrors: (errors: Record<string, string>) => void;
  };
  /** Saves; resolves with the success message. */
  save: (values: Values, options: CallOptions) => Promise<string>;
  /** Where 'Cancelar' and a successful save lead. */
  listPath: string;
  /** Where a successful save leads instead, read once it succeeded (a new record's own page). */
  savedPath?: () => string;
  children: ReactNode;
}

export function AdminFormPage<Values>(props: AdminFormProps<Values>) {
  const { title, form, save, listPath, children } = props;
  const submission = useSubmission();
  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      notifySuccess(await save(values, showErrorsOn(form)));
      await invalidateScopes('admin');
      navigateTo(props.savedPath?.() ?? listPath);
    }),
  );
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => navigateTo(listPath)}>
                Cancelar
              </Button>
              <Button type="submit" loading={submission.isSubmitting}>
                Guardar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
