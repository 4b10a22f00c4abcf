// Name, phone, contact types and picture, changed together in one command.
import { createHash } from 'node:crypto';
import type { User } from '@app/contracts/account/user';
import type { CommandContext } from '../../commands/commandContext.ts';
import { mediaUrl } from '../../media/mediaStorage.ts';
import type { Platform } from '../../platform.ts';
import { changeAccount } from '../user/changeAccount.ts';
import { toAvatarImage } from './avatarImage.ts';
import type { ProfileForm } from './profileForm.ts';

/** Named by content, so a new picture gets a new address and browsers may cache each one forever. */
async function storeAvatar(platform: Platform, userId: string, upload: Buffer): Promise<string> {
  const image = await toAvatarImage(upload);
  const key = `avatars/${userId}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
  await platform.media.save(key, image);
  return mediaUrl(key);
}

export async function updateProfile(
  platform: Platform,
  userId: string,
  form: ProfileForm,
  context: CommandContext,
): Promise<User> {
  const avatarUrl = form.avatar ? await storeAvatar(platform, userId, form.avatar) : null;
  const { name, phone, contact_types } = form.profile;
  const command = { type: 'changeProfile' as const, name, phone, contactTypes: contact_types, avatarUrl };
  return changeAccount(platform, userId, command, context);
}
