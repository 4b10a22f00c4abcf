// PUT /api/admin/user/{id}: one command for everything the form changes, with the facts the
// permission rules need (who acts, how many others hold `users`).
import type { AdminUserInput } from '@app/contracts/account/adminUser';
import type { CommandContext } from '../../commands/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { userStream } from '../user/user.ts';
import { userDecider } from '../user/userDecider.ts';
import { otherUsersHolders } from './userListQuery.ts';

export async function administerUser(
  platform: Platform,
  userId: string,
  input: Required<AdminUserInput>,
  actorId: string,
  context: CommandContext,
): Promise<void> {
  const command = {
    type: 'administer' as const,
    actorId,
    otherUsersHolders: await otherUsersHolders(platform.db, userId),
    name: input.name,
    premium: input.is_premium ? { until: input.premium_until ? new Date(input.premium_until) : null } : null,
    isAdmin: input.is_admin,
    permissions: input.permissions,
    hasStat: input.has_stat,
    now: context.now,
  };
  await execute(platform, userStream(userId), userDecider, command, context);
}
