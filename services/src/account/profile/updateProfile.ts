// Name, phone, contact types and picture, changed together in one command; a picture stored for
// a command that is not recorded is removed again (executeWithMedia).
import { createHash } from 'node:crypto';
import type { User } from '@app/contracts/account/user';
import type { CommandContext } from '../../commands/index.ts';
import { executeWithMedia, mediaUrl, type SaveMedia } from '../../media/index.ts';
import type { Platform } from '../../platform.ts';
import { userStream } from '../user/user.ts';
import { type UserCommand, userDecider } from '../user/userDecider.ts';
import { loadUser } from '../user/userResponse.ts';
import type { ProfileForm } from './profileForm.ts';

/** Named by content, so a new picture gets a new address and browsers may cache each one forever. */
async function storeAvatar(save: SaveMedia, userId: string, image: Buffer): Promise<string> {
  const key = `avatars/${userId}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
  await save(key, image);
  return mediaUrl(key);
}

export async function updateProfile(
  platform: Platform,
  userId: string,
  form: ProfileForm,
  context: CommandContext,
): Promise<User> {
  const image = form.avatar;
  const { name, phone, contact_types } = form.profile;
  await executeWithMedia(
    platform,
    {
      stream: userStream(userId),
      decider: userDecider,
      store: async (save) => (image ? storeAvatar(save, userId, image) : null),
      commandOf: (avatarUrl): UserCommand => ({
        type: 'changeProfile',
        name,
        phone,
        contactTypes: contact_types,
        avatarUrl,
      }),
    },
    context,
  );
  return loadUser(platform.db, userId, context.now);
}
