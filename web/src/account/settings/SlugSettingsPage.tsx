// account.setting.slug: the catalogue's personal link and what the catalogue shows.
import { accountEndpoints } from '@app/contracts/account/endpoints';
import { slugSettingsSchema } from '@app/contracts/account/profile';
import { toSlug, toSlugWhileTyping } from '@app/contracts/account/slug';
import type { User } from '@app/contracts/account/user';
import { Button, Container, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { call } from '../../api/client.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { goBack } from '../../routing/navigation.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { storeUser } from '../../session/sessionActions.ts';
import { currentUser } from '../../session/sessionState.ts';
import { catalogueAddress } from '../../shell/userMenu/catalogueAddress.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';

function SlugForm({ user }: { user: User }) {
  const submission = useSubmission();
  const form = useForm({
    initialValues: {
      slug: user.slug ?? '',
      include_groups: user.config.includes('include_groups'),
      show_owners: user.config.includes('show_users'),
    },
    validate: zodValidate(slugSettingsSchema),
  });
  const slug = toSlug(form.values.slug);

  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      storeUser(await call(accountEndpoints.updateSlug, { body: values }, showErrorsOn(form)));
      notifySuccess(SETTINGS_MESSAGES.slugSaved);
      goBack();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre de usuario"
          description="Solo letras minúsculas, números y guiones: es la dirección de tu catálogo."
          required
          autoComplete="off"
          autoCapitalize="none"
          {...form.getInputProps('slug')}
          onChange={(event) => form.setFieldValue('slug', toSlugWhileTyping(event.currentTarget.value))}
          // The space (or hyphen) kept at the end while typing goes once the person leaves the field.
          onBlur={() => form.setFieldValue('slug', toSlug(form.getValues().slug))}
        />
        <Text size="sm" c="dimmed">
          Tu catálogo: <strong>{slug ? catalogueAddress(slug) : '—'}</strong>
        </Text>
        <Switch
          label="Incluir las publicaciones de mis grupos"
          {...form.getInputProps('include_groups', { type: 'checkbox' })}
        />
        <Switch
          label="Mostrar quién publica cada producto"
          {...form.getInputProps('show_owners', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={goBack}>
            Cancelar
          </Button>
          <Button type="submit" loading={submission.isSubmitting}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SlugSettingsPage(_props: ScreenProps) {
  useSignals();
  const user = currentUser.value;
  if (!user) return null;
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        Configurar catálogo
      </Title>
      <Paper withBorder p="lg">
        <SlugForm user={user} />
      </Paper>
    </Container>
  );
}
