// How often identification may be tried (docs/decisions/sign-in-lockout.md). Limits per e-mail and
// client address pair stop one client from hammering one account; address limits stop one client
// from sweeping many accounts. The e-mail alone only has a higher ceiling, and past the send
// ceiling the code already mailed stays the one: a stranger who spends an e-mail's sends cannot
// lock its owner out, because the owner's inbox holds a code that still works.
import { ONE_TIME_CODE } from '@app/contracts';
import type { RateLimit, RateLimitCheck } from '../../http/index.ts';

const MINUTE_MS = 60_000;

export const IDENTIFICATION_LIMITS = {
  emailCheckByAddress: { name: 'email-check:address', max: 60, windowMs: 10 * MINUTE_MS },
  signupByAddress: { name: 'signup:address', max: 10, windowMs: 60 * MINUTE_MS },
  codeSendByPair: { name: 'code-send:email+address', max: 5, windowMs: 15 * MINUTE_MS },
  codeSendByAddress: { name: 'code-send:address', max: 20, windowMs: 15 * MINUTE_MS },
  /**
   * Past it no new code is issued while the last one can be used. Its window is a code's lifetime,
   * so the last code issued in a window lives at least until the window ends.
   */
  codeSendCeilingByEmail: { name: 'code-send:email', max: 10, windowMs: ONE_TIME_CODE.expiresMinutes * MINUTE_MS },
  codeCheckByPair: { name: 'code-check:email+address', max: 10, windowMs: 15 * MINUTE_MS },
  codeCheckByAddress: { name: 'code-check:address', max: 30, windowMs: 15 * MINUTE_MS },
  /** Bounds guessing from many addresses; a code dies after ONE_TIME_CODE.maxTries wrong tries anyway. */
  codeCheckCeilingByEmail: { name: 'code-check:email', max: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

const pair = (email: string, address: string) => `${email.trim().toLowerCase()} ${address}`;

/** The caller's own limits: over them, 429. */
export function codeSendChecks(email: string, address: string): RateLimitCheck[] {
  return [
    { limit: IDENTIFICATION_LIMITS.codeSendByPair, subject: pair(email, address) },
    { limit: IDENTIFICATION_LIMITS.codeSendByAddress, subject: address },
  ];
}

/** The e-mail's ceiling: over it, the usable code is kept instead of a new one being mailed. */
export function codeSendCeiling(email: string): RateLimitCheck[] {
  return [{ limit: IDENTIFICATION_LIMITS.codeSendCeilingByEmail, subject: email.trim().toLowerCase() }];
}

export function codeCheckChecks(email: string, address: string): RateLimitCheck[] {
  return [
    { limit: IDENTIFICATION_LIMITS.codeCheckByPair, subject: pair(email, address) },
    { limit: IDENTIFICATION_LIMITS.codeCheckByAddress, subject: address },
    { limit: IDENTIFICATION_LIMITS.codeCheckCeilingByEmail, subject: email.trim().toLowerCase() },
  ];
}
