// How often identification may be tried (docs/decisions/sign-in-lockout.md). Limits per e-mail and
// client address pair stop one client from hammering one account; address limits stop one client
// from sweeping many accounts. The e-mail alone only has ceilings that do not refuse its owner: past
// the send ceiling the code already mailed stays the one, and past the wrong-code ceiling only the
// clients that guessed wrong are refused.
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
  /**
   * Wrong codes an e-mail takes from anywhere (OWASP ASVS: at most 100 failed attempts an hour on
   * one account). Past it only clients that guessed wrong are refused (`guessCeiling.ts`).
   */
  wrongCodeCeilingByEmail: { name: 'code-wrong:email', max: 100, windowMs: 60 * MINUTE_MS },
  /** Wrong codes one client address sent for one e-mail: whether that client is a guesser. */
  wrongCodeByPair: { name: 'code-wrong:email+address', max: 100, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

const normalised = (email: string) => email.trim().toLowerCase();
const pair = (email: string, address: string) => `${normalised(email)} ${address}`;

/** The caller's own limits: over them, 429. */
export function codeSendChecks(email: string, address: string): RateLimitCheck[] {
  return [
    { limit: IDENTIFICATION_LIMITS.codeSendByPair, subject: pair(email, address) },
    { limit: IDENTIFICATION_LIMITS.codeSendByAddress, subject: address },
  ];
}

/** The e-mail's ceiling: over it, the usable code is kept instead of a new one being mailed. */
export function codeSendCeiling(email: string): RateLimitCheck[] {
  return [{ limit: IDENTIFICATION_LIMITS.codeSendCeilingByEmail, subject: normalised(email) }];
}

export function codeCheckChecks(email: string, address: string): RateLimitCheck[] {
  return [
    { limit: IDENTIFICATION_LIMITS.codeCheckByPair, subject: pair(email, address) },
    { limit: IDENTIFICATION_LIMITS.codeCheckByAddress, subject: address },
  ];
}

/** Where a wrong code is counted: the e-mail's ceiling and the guessing client's own tally. */
export function wrongCodeTallies(email: string, address: string) {
  return {
    email: { limit: IDENTIFICATION_LIMITS.wrongCodeCeilingByEmail, subject: normalised(email) },
    pair: { limit: IDENTIFICATION_LIMITS.wrongCodeByPair, subject: pair(email, address) },
    requested: { limit: IDENTIFICATION_LIMITS.codeSendByPair, subject: pair(email, address) },
  } satisfies Record<string, RateLimitCheck>;
}
