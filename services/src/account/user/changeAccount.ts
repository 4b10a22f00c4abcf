import type { User } from '@app/contracts/account/user';
import type { CommandContext } from '../../commands/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { userStream } from './user.ts';
import { type UserCommand, userDecider } from './userDecider.ts';
import { loadUser } from './userResponse.ts';

/** Runs a command on the account and answers with the account as GET /api/user shows it. */
export async function changeAccount(
  platform: Platform,
  userId: string,
  command: UserCommand,
  context: CommandContext,
): Promise<User> {
  await execute(platform, userStream(userId), userDecider, command, context);
  return loadUser(platform.db, userId, context.now);
}
