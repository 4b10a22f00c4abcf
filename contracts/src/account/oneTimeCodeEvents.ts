// One-time codes sent by e-mail (stream `one-time-code-{userId}`). Only a keyed digest of the code
// is ever stored: the code itself lives in the e-mail alone.
import type { DomainEvent } from '../events.ts';

export const ONE_TIME_CODE_PURPOSES = ['sign_in', 'verify_email'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

export type OneTimeCodeEvent =
  /** A new code of a purpose replaces the previous one of that purpose. */
  | DomainEvent<
      'one_time_code.issued.v1',
      { userId: string; codeId: string; purpose: OneTimeCodePurpose; digest: string; expiresAt: string }
    >
  | DomainEvent<'one_time_code.attempt_failed.v1', { userId: string; codeId: string; purpose: OneTimeCodePurpose }>
  | DomainEvent<'one_time_code.used.v1', { userId: string; codeId: string; purpose: OneTimeCodePurpose }>;
