// Deleting an account: its sessions stop working (the guard reads deleted accounts as absent) and
// its e-mail and catalogue link become free for others. The admin users screen (a later issue) calls it.
import type { CommandContext } from '../../commands/commandContext.ts';
import { DomainError } from '../../commands/domainError.ts';
import { releaseUniqueValue } from '../../commands/uniqueValues.ts';
import { execute, type Platform } from '../../platform.ts';
import { EMAIL_RESERVATION } from './registerUser.ts';
import { SLUG_RESERVATION, userStream } from './user.ts';
import { userDecider } from './userDecider.ts';
import { findLiveUser } from './userResponse.ts';

export async function deleteUser(platform: Platform, userId: string, context: CommandContext): Promise<void> {
  const account = await findLiveUser(platform.db, userId);
  if (!account) throw DomainError.notFound();
  await execute(platform, userStream(userId), userDecider, { type: 'delete' }, context);
  await releaseUniqueValue(platform.store, { kind: EMAIL_RESERVATION, value: account.email, ownerId: userId }, context);
  if (account.slug) {
    await releaseUniqueValue(platform.store, { kind: SLUG_RESERVATION, value: account.slug, ownerId: userId }, context);
  }
}
