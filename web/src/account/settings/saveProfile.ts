// Saving the profile form: the profile itself (multipart, with the avatar made small enough),
// then the notification types when they changed. Resolves with the user as the server stored it.
import { accountEndpoints } from '@app/contracts/account/endpoints';
import type { User } from '@app/contracts/account/user';
import { type CallOptions, call } from '../../api/client.ts';
import { compressImage } from '../../shared/images/compressImage.ts';
import { type ProfileFormValues, sameChoices } from './profileForm.ts';

export async function saveProfile(values: ProfileFormValues, callOptions: CallOptions): Promise<User> {
  const { name, phone, contact_types } = values;
  const avatar = values.avatar ? await compressImage(values.avatar) : undefined;
  const saved = await call(
    accountEndpoints.updateProfile,
    { body: { name, phone, contact_types }, files: { avatar } },
    callOptions,
  );
  if (sameChoices(values.notification_types, saved.notification_types)) return saved;
  const body = { notification_types: values.notification_types };
  return call(accountEndpoints.updateNotificationTypes, { body }, callOptions);
}
