// Verifying the signed-in user's e-mail with a code sent to it.
import { CODE_SENT_MESSAGE, IDENTIFICATION_MESSAGES, VERIFIED_MESSAGE } from '@app/contracts/account/auth';
import type { User } from '@app/contracts/account/user';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';
import { countAttempt, enforceRateLimits } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { sendCode } from '../oneTimeCode/oneTimeCodes.ts';
import { findLiveUser, loadUser } from '../user/userResponse.ts';
import { checkCode } from './guessCeiling.ts';
import { codeSendCeiling, codeSendChecks } from './rateLimits.ts';
import { markEmailVerified } from './signIn.ts';

async function unverifiedAccount(platform: Platform, userId: string) {
  const row = await findLiveUser(platform.db, userId);
  if (!row) throw DomainError.notFound();
  if (row.email_verified) throw new DomainError('validation', IDENTIFICATION_MESSAGES.alreadyVerified);
  return { userId: row.id, email: row.email };
}

export async function sendVerificationCode(
  platform: Platform,
  userId: string,
  clientAddress: string,
  context: CommandContext,
): Promise<{ message: string }> {
  const account = await unverifiedAccount(platform, userId);
  await enforceRateLimits(platform.db, codeSendChecks(account.email, clientAddress), context.now);
  const overCeiling = (await countAttempt(platform.db, codeSendCeiling(account.email), context.now)) !== undefined;
  await sendCode(platform, account, 'verify_email', context, overCeiling);
  return { message: CODE_SENT_MESSAGE };
}

export async function verifyEmailWithCode(
  platform: Platform,
  userId: string,
  code: string,
  clientAddress: string,
  context: CommandContext,
): Promise<{ message: string; user: User }> {
  const account = await unverifiedAccount(platform, userId);
  await checkCode(platform, account, 'verify_email', code, clientAddress, context);
  await markEmailVerified(platform, userId, context);
  return { message: VERIFIED_MESSAGE, user: await loadUser(platform.db, userId, context.now) };
}
