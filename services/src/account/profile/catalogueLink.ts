// The personal catalogue's link (/{slug}) and what it shows; a link belongs to one account at a time.
import type { SlugSettings } from '@app/contracts/account/profile';
import { RESERVED_SLUG_MESSAGE } from '@app/contracts/account/slug';
import type { User, UserConfigOption } from '@app/contracts/account/user';
import type { CommandContext } from '../../commands/index.ts';
import { withUniqueValue } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { changeAccount } from '../user/changeAccount.ts';
import { SLUG_RESERVATION } from '../user/user.ts';
import { findLiveUser } from '../user/userResponse.ts';

function configOf(settings: Required<Omit<SlugSettings, 'slug'>>): UserConfigOption[] {
  const config: UserConfigOption[] = [];
  if (settings.include_groups) config.push('include_groups');
  if (settings.show_owners) config.push('show_users');
  return config;
}

export async function setCatalogueLink(
  platform: Platform,
  userId: string,
  settings: Required<SlugSettings>,
  context: CommandContext,
): Promise<User> {
  const { slug } = settings;
  const current = await findLiveUser(platform.db, userId);
  const unique = {
    kind: SLUG_RESERVATION,
    value: slug,
    ownerId: userId,
    field: 'slug',
    takenMessage: RESERVED_SLUG_MESSAGE,
  };
  return withUniqueValue(platform, unique, current?.slug ?? null, context, () =>
    changeAccount(platform, userId, { type: 'setSlug', slug, config: configOf(settings) }, context),
  );
}
