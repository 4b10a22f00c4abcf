import type { ContactType } from '@app/contracts/account/user';
import { Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';
import { availableContactTypes, CONTACT_TYPE_LABELS, type ProfileFormValues } from './profileForm.ts';

/** How the user may be contacted (phone and WhatsApp need a phone) and what they are notified of. */
export function ContactPreferences({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  useSignals();
  const notificationTypes = configuration.value?.notification_types ?? [];
  return (
    <>
      <Checkbox.Group label="Medios de contacto" {...form.getInputProps('contact_types')}>
        <Stack gap={6} mt={6}>
          {availableContactTypes(form.values.phone).map((contactType: ContactType) => (
            <Checkbox key={contactType} value={contactType} label={CONTACT_TYPE_LABELS[contactType]} />
          ))}
        </Stack>
      </Checkbox.Group>
      {notificationTypes.length > 0 ? (
        <Checkbox.Group label="Notificaciones" {...form.getInputProps('notification_types')}>
          <Stack gap={6} mt={6}>
            {notificationTypes.map((type) => (
              <Checkbox key={type.slug} value={type.slug} label={type.title} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
    </>
  );
}
