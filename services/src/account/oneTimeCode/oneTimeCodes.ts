// Sending a code by e-mail and spending one: the two things identification asks of codes.
import { randomUUID } from 'node:crypto';
import { ONE_TIME_CODE, type OneTimeCodePurpose } from '@app/contracts';
import type { CommandContext } from '../../commands/index.ts';
import { handleCommand } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { codeDigest, codeMatcher, generateCode } from './codeDigest.ts';
import { codeMail } from './codeMail.ts';
import { oneTimeCodeDecider, oneTimeCodeStream } from './oneTimeCode.ts';

const deciderFor = (platform: Platform) => oneTimeCodeDecider(codeMatcher(platform.config.jwtSecret));

/**
 * Issues a new code (the previous one of the purpose dies) and mails it. `keepUsableCode`: when the
 * account's code of the purpose can still be used, it stays the one and nothing is mailed (a resend
 * past the e-mail's ceiling). No read model serves codes, so the command skips the wait for
 * projections.
 */
export async function sendCode(
  platform: Platform,
  account: { userId: string; email: string },
  purpose: OneTimeCodePurpose,
  context: CommandContext,
  keepUsableCode = false,
): Promise<void> {
  const code = generateCode();
  const codeId = randomUUID();
  const digest = codeDigest(platform.config.jwtSecret, codeId, code);
  const expiresAt = new Date(context.now.getTime() + ONE_TIME_CODE.expiresMinutes * 60_000);
  const keepUsableCodeAt = keepUsableCode ? context.now : undefined;
  const command = {
    type: 'issue' as const,
    userId: account.userId,
    codeId,
    purpose,
    digest,
    expiresAt,
    keepUsableCodeAt,
  };
  const stream = oneTimeCodeStream(account.userId);
  const outcome = await handleCommand(platform, stream, deciderFor(platform), command, context);
  if (outcome.events.length > 0) await platform.mailer.send(codeMail(account.email, code, purpose));
}

/**
 * Spends the live code of the purpose: 'used', or 'wrong' when the code did not match (which costs
 * one of its tries). No live code, a spent or an expired one is refused with a DomainError.
 */
export async function useCode(
  platform: Platform,
  userId: string,
  purpose: OneTimeCodePurpose,
  code: string,
  context: CommandContext,
): Promise<'used' | 'wrong'> {
  const command = { type: 'use' as const, purpose, code, now: context.now };
  const outcome = await handleCommand(platform, oneTimeCodeStream(userId), deciderFor(platform), command, context);
  return outcome.events.some((event) => event.type === 'one_time_code.attempt_failed.v1') ? 'wrong' : 'used';
}
