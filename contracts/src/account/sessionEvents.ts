// Sessions: each token names a session (stream `session-{id}`); logging out ends it for good.
import type { DomainEvent } from '../events.ts';

export const SIGN_IN_METHODS = ['signup', 'email_code', 'google', 'apple', 'impersonation'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export type SessionEvent =
  /** `impersonatorId`: the administrator acting as this user, when the session is an impersonation. */
  | DomainEvent<
      'session.started.v1',
      { sessionId: string; userId: string; method: SignInMethod; impersonatorId: string | null }
    >
  | DomainEvent<'session.ended.v1', { sessionId: string; userId: string }>;
