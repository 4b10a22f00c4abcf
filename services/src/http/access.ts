// Who may call a route. Every /api route declares one of these in its config.
import type { Permission, SessionClaims } from '@app/contracts';
import { ERROR_MESSAGES } from '@app/contracts';
import { DomainError } from '../commands/index.ts';

export type Access =
  | { kind: 'visitor' }
  | { kind: 'user' }
  | { kind: 'verified' }
  | { kind: 'premium' }
  /** Any one of the listed platform permissions opens the route. */
  | { kind: 'permission'; permissions: readonly Permission[] };

export const access = {
  visitor: { kind: 'visitor' },
  user: { kind: 'user' },
  verified: { kind: 'verified' },
  premium: { kind: 'premium' },
  permission: (...permissions: Permission[]): Access => ({ kind: 'permission', permissions }),
} as const satisfies Record<string, Access | ((...permissions: Permission[]) => Access)>;

/** Undefined when the session may call; otherwise the error to answer with. */
export function accessDenial(required: Access, session: SessionClaims | null): DomainError | undefined {
  if (required.kind === 'visitor') return undefined;
  if (!session) return new DomainError('unauthenticated', ERROR_MESSAGES.notLoggedIn);
  switch (required.kind) {
    case 'user':
      return undefined;
    case 'verified':
      return session.emailVerified ? undefined : new DomainError('forbidden', 'Debes tener un email verificado');
    case 'premium':
      return session.isPremium ? undefined : new DomainError('premium_required', ERROR_MESSAGES.premiumRequired);
    case 'permission':
      return session.isAdmin && required.permissions.some((permission) => session.permissions.includes(permission))
        ? undefined
        : new DomainError('forbidden', ERROR_MESSAGES.forbidden);
    default: {
      const unexpected: never = required;
      return unexpected;
    }
  }
}
