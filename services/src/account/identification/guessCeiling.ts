// Checking a one-time code so that wrong guesses cost the guesser, not the account holder
// (docs/decisions/sign-in-lockout.md). A code dies after ONE_TIME_CODE.maxTries wrong tries, every
// client has its own check limits, and once an e-mail has taken its ceiling of wrong codes from
// anywhere, a client that guessed wrong for it is refused until the ceiling's window ends. A client
// that asked for a code itself and never guessed wrong (the owner who requests a new code) still
// gets in.
import type { OneTimeCodePurpose } from '@app/contracts';
import { IDENTIFICATION_MESSAGES } from '@app/contracts/account/auth';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';
import {
  attemptsSoFar,
  countAttempt,
  enforceRateLimits,
  secondsLeftInWindow,
  TooManyRequests,
} from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { useCode } from '../oneTimeCode/oneTimeCodes.ts';
import { codeCheckChecks, wrongCodeTallies } from './rateLimits.ts';

async function refuseGuessersPastCeiling(platform: Platform, email: string, address: string, now: Date) {
  const tallies = wrongCodeTallies(email, address);
  const ceiling = await attemptsSoFar(platform.db, tallies.email, now);
  if (ceiling.hits < tallies.email.limit.max) return;
  const guessedWrong = (await attemptsSoFar(platform.db, tallies.pair, now)).hits > 0;
  const requestedCode = (await attemptsSoFar(platform.db, tallies.requested, now)).hits > 0;
  if (requestedCode && !guessedWrong) return;
  throw new TooManyRequests(secondsLeftInWindow(tallies.email.limit, ceiling.startedAt, now));
}

/**
 * Spends the account's live code of the purpose, or refuses: 429 over the client's limits or for a
 * guesser past the e-mail's ceiling, 422 for a wrong, spent or expired code. A wrong code is tallied
 * against the e-mail and the client that sent it.
 */
export async function checkCode(
  platform: Platform,
  account: { userId: string; email: string },
  purpose: OneTimeCodePurpose,
  code: string,
  clientAddress: string,
  context: CommandContext,
): Promise<void> {
  await enforceRateLimits(platform.db, codeCheckChecks(account.email, clientAddress), context.now);
  await refuseGuessersPastCeiling(platform, account.email, clientAddress, context.now);
  if ((await useCode(platform, account.userId, purpose, code, context)) === 'used') return;
  const tallies = wrongCodeTallies(account.email, clientAddress);
  await countAttempt(platform.db, [tallies.email, tallies.pair], context.now);
  throw DomainError.invalidField('code', IDENTIFICATION_MESSAGES.wrongCode);
}
