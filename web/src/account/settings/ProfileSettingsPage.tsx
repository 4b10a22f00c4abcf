// account.setting.index: name, phone, avatar, contact types and notification types.
import { profileUpdateSchema } from '@app/contracts/account/profile';
import type { User } from '@app/contracts/account/user';
import { Anchor, Avatar, Button, Container, FileInput, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { notifySuccess } from '../../feedback/notify.ts';
import { showErrorsOn } from '../../forms/showErrorsOn.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { goBack, navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { storeUser } from '../../session/sessionActions.ts';
import { currentUser } from '../../session/sessionState.ts';
import { initials } from '../../shell/initials.ts';
import { ContactPreferences } from './ContactPreferences.tsx';
import { keepAvailableContactTypes, type ProfileFormValues, profileFormValues } from './profileForm.ts';
import { saveProfile } from './saveProfile.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';

/** Local Argentine numbers are read as such (contracts/account/phone.ts); others need their '+'. */
const PHONE_HINT = 'Con el código de área, como 11 5555 1234; de otro país, con + y su código.';
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/bmp';

function ProfileForm({ user }: { user: User }) {
  const submission = useSubmission();
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(user),
    validate: zodValidate(profileUpdateSchema),
    onValuesChange: (values, previous) => {
      if (values.phone !== previous.phone) {
        const kept = keepAvailableContactTypes(values.contact_types, values.phone);
        if (kept.length !== values.contact_types.length) form.setFieldValue('contact_types', kept);
      }
    },
  });

  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      storeUser(await saveProfile(values, showErrorsOn(form)));
      notifySuccess(SETTINGS_MESSAGES.profileSaved);
      goBack();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group align="flex-end" wrap="nowrap">
          <Avatar src={user.avatar_url} alt={user.name} size={64} radius="xl" color="premium">
            {initials(user.name)}
          </Avatar>
          <FileInput
            label="Foto de perfil"
            placeholder="Elegir imagen"
            accept={IMAGE_TYPES}
            clearable
            style={{ flex: 1 }}
            {...form.getInputProps('avatar')}
          />
        </Group>
        <TextInput label="Nombre" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Teléfono"
          description={form.errors.phone ? undefined : PHONE_HINT}
          placeholder="11 5555 1234"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <ContactPreferences form={form} />
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

export default function ProfileSettingsPage(_props: ScreenProps) {
  useSignals();
  const user = currentUser.value;
  if (!user) return null;
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Gestionar cuenta
        </Title>
        {user.is_premium ? (
          <Anchor component="button" onClick={() => navigateTo(pathTo('account.setting.slug'))}>
            Configurar catálogo
          </Anchor>
        ) : null}
      </Group>
      <Paper withBorder p="lg">
        <ProfileForm user={user} />
      </Paper>
    </Container>
  );
}
