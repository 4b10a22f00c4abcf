// Passwordless sign-in: a code mailed to the address, exchanged for a session. Login and recovery
// are the same act here (there is no password to recover).
import { CODE_SENT_MESSAGE, IDENTIFICATION_MESSAGES, type SessionResponse } from '@app/contracts/account/auth';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';
import { countAttempt, enforceRateLimits } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { sendCode } from '../oneTimeCode/oneTimeCodes.ts';
import { checkCode } from './guessCeiling.ts';
import { codeCheckChecks, codeSendCeiling, codeSendChecks } from './rateLimits.ts';
import { completeSignIn, findAccountByEmail, markEmailVerified } from './signIn.ts';

/**
 * Answers the same whether or not the address has an account, so this call reveals nothing. Past
 * the e-mail's ceiling the code already mailed stays valid and no new one is sent.
 */
export async function sendSignInCode(
  platform: Platform,
  email: string,
  clientAddress: string,
  context: CommandContext,
): Promise<{ message: string }> {
  await enforceRateLimits(platform.db, codeSendChecks(email, clientAddress), context.now);
  const overCeiling = (await countAttempt(platform.db, codeSendCeiling(email), context.now)) !== undefined;
  const account = await findAccountByEmail(platform.db, email);
  if (account) await sendCode(platform, account, 'sign_in', context, overCeiling);
  return { message: CODE_SENT_MESSAGE };
}

export async function signInWithCode(
  platform: Platform,
  request: { email: string; code: string; searches: readonly string[]; guest_key?: string | undefined },
  clientAddress: string,
  context: CommandContext,
): Promise<SessionResponse> {
  const account = await findAccountByEmail(platform.db, request.email);
  if (!account) {
    await enforceRateLimits(platform.db, codeCheckChecks(request.email, clientAddress), context.now);
    throw DomainError.invalidField('code', IDENTIFICATION_MESSAGES.noActiveCode);
  }
  await checkCode(platform, account, 'sign_in', request.code, clientAddress, context);
  // The code reached the inbox: that proves the address as well as a verification code would.
  await markEmailVerified(platform, account.userId, context);
  const guestSearches = { searches: request.searches, guestKey: request.guest_key };
  return completeSignIn(platform, account.userId, 'email_code', guestSearches, context);
}
