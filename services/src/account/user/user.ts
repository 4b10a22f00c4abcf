// The account aggregate. Accounts, identification and premium grow here (accounts issue).
import type { Permission, UserEvent } from '@app/contracts';
import type { Decider } from '../commands/decider.ts';
import { DomainError } from '../commands/domainError.ts';

export const userStream = (userId: string) => `user-${userId}`;

export type UserCommand =
  | { type: 'register'; userId: string; email: string; name: string }
  | { type: 'verifyEmail' }
  | { type: 'changePermissions'; isAdmin: boolean; permissions: Permission[] }
  | { type: 'grantPremium'; until: Date | null; promocode: string | null };

export type UserState =
  | { status: 'absent' }
  | { status: 'registered'; userId: string; emailVerified: boolean; isAdmin: boolean; permissions: Permission[] };

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'user.registered.v1':
        return {
          status: 'registered',
          userId: event.data.userId,
          emailVerified: false,
          isAdmin: false,
          permissions: [],
        };
      case 'user.email_verified.v1':
        return state.status === 'registered' ? { ...state, emailVerified: true } : state;
      case 'user.permissions_changed.v1':
        return state.status === 'registered'
          ? { ...state, isAdmin: event.data.isAdmin, permissions: event.data.permissions }
          : state;
      case 'user.premium_granted.v1':
        return state;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'register') {
      if (state.status !== 'absent') return new DomainError('conflict', 'La cuenta ya existe.');
      const { userId, email, name } = command;
      return [{ type: 'user.registered.v1', data: { userId, email: email.toLowerCase(), name } }];
    }
    if (state.status === 'absent') return DomainError.notFound();
    const { userId } = state;
    switch (command.type) {
      case 'verifyEmail':
        return state.emailVerified ? [] : [{ type: 'user.email_verified.v1', data: { userId } }];
      case 'changePermissions':
        return [
          {
            type: 'user.permissions_changed.v1',
            data: { userId, isAdmin: command.isAdmin, permissions: [...new Set(command.permissions)] },
          },
        ];
      case 'grantPremium':
        return [
          {
            type: 'user.premium_granted.v1',
            data: { userId, until: command.until?.toISOString() ?? null, promocode: command.promocode },
          },
        ];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
