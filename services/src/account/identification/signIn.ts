// What every way in ends with: the guest's searches claimed, a new session, its token and the user.
import type { SignInMethod } from '@app/contracts';
import type { SessionResponse } from '@app/contracts/account/auth';
import type { ReadModelDatabase } from '@app/projections';
import type { CommandContext } from '../../commands/commandContext.ts';
import { execute, type Platform } from '../../platform.ts';
import { startSession } from '../session/sessions.ts';
import { userStream } from '../user/user.ts';
import { userDecider } from '../user/userDecider.ts';
import { loadUser } from '../user/userResponse.ts';

export interface LiveAccount {
  userId: string;
  email: string;
  emailVerified: boolean;
}

export async function findAccountByEmail(db: ReadModelDatabase, email: string): Promise<LiveAccount | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified'])
    .where('email', '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { userId: row.id, email: row.email, emailVerified: row.email_verified };
}

export async function markEmailVerified(platform: Platform, userId: string, context: CommandContext): Promise<void> {
  await execute(platform, userStream(userId), userDecider, { type: 'verifyEmail' }, context);
}

export async function completeSignIn(
  platform: Platform,
  userId: string,
  method: SignInMethod,
  guestSearches: readonly string[],
  context: CommandContext,
): Promise<SessionResponse> {
  if (guestSearches.length > 0) {
    const command = { type: 'claimGuestSearches' as const, searchUuids: [...guestSearches] };
    await execute(platform, userStream(userId), userDecider, command, context);
  }
  const token = await startSession(platform, userId, method, context);
  return { token, user: await loadUser(platform.db, userId, context.now) };
}
