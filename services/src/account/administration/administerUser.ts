// PUT /api/admin/user/{id}: one command for everything the form changes, with the facts the
// rights rules need (who acts with which rights, how many other full administrators there are).
import type { AdminUserInput } from '@app/contracts/account/adminUser';
import type { CommandContext } from '../../commands/index.ts';
import { execute, type Platform } from '../../platform.ts';
import type { Actor } from '../user/administratorRights.ts';
import { oneAdministratorChangeAtATime } from '../user/administratorsLock.ts';
import { otherFullAdministrators, rightsNow } from '../user/fullAdministrators.ts';
import { userStream } from '../user/user.ts';
import { userDecider } from '../user/userDecider.ts';

export async function administerUser(
  platform: Platform,
  userId: string,
  input: Required<AdminUserInput>,
  actor: Actor,
  context: CommandContext,
): Promise<void> {
  await oneAdministratorChangeAtATime(platform, async () => {
    const command = {
      type: 'administer' as const,
      actor: await rightsNow(platform.db, actor),
      otherFullAdministrators: await otherFullAdministrators(platform.db, userId),
      name: input.name,
      premium: input.is_premium ? { until: input.premium_until ? new Date(input.premium_until) : null } : null,
      isAdmin: input.is_admin,
      permissions: input.permissions,
      hasStat: input.has_stat,
      now: context.now,
    };
    await execute(platform, userStream(userId), userDecider, command, context);
  });
}
