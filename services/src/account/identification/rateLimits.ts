// How often identification may be tried. E-mail limits protect one account's inbox and codes;
// address limits stop one client from sweeping many accounts.
import type { RateLimit, RateLimitCheck } from '../../http/rateLimiter.ts';

const MINUTE_MS = 60_000;

export const IDENTIFICATION_LIMITS = {
  emailCheckByAddress: { name: 'email-check:address', max: 60, windowMs: 10 * MINUTE_MS },
  signupByAddress: { name: 'signup:address', max: 10, windowMs: 60 * MINUTE_MS },
  codeSendByEmail: { name: 'code-send:email', max: 5, windowMs: 15 * MINUTE_MS },
  codeSendByAddress: { name: 'code-send:address', max: 20, windowMs: 15 * MINUTE_MS },
  codeCheckByEmail: { name: 'code-check:email', max: 10, windowMs: 15 * MINUTE_MS },
  codeCheckByAddress: { name: 'code-check:address', max: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

export function codeSendChecks(email: string, address: string): RateLimitCheck[] {
  return [
    { limit: IDENTIFICATION_LIMITS.codeSendByEmail, subject: email },
    { limit: IDENTIFICATION_LIMITS.codeSendByAddress, subject: address },
  ];
}

export function codeCheckChecks(email: string, address: string): RateLimitCheck[] {
  return [
    { limit: IDENTIFICATION_LIMITS.codeCheckByEmail, subject: email },
    { limit: IDENTIFICATION_LIMITS.codeCheckByAddress, subject: address },
  ];
}
