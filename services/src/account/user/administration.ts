// What an administrator may change on an account from the users screen, and the rules that keep
// the back office reachable: nobody removes their own `users` permission or deletes themselves,
// and the last holder of `users` keeps it. Pure: the caller counts the other holders.
import type { Permission, UserEvent } from '@app/contracts';
import { ADMIN_USER_MESSAGES } from '@app/contracts/account/adminUser';
import { DomainError } from '../../commands/index.ts';
import { type Account, isPremiumAt } from './user.ts';

export interface AdministerCommand {
  type: 'administer';
  /** The administrator making the change. */
  actorId: string;
  /** Live accounts other than this one that hold `users` now. */
  otherUsersHolders: number;
  name: string;
  /** null: not premium; `until` null: premium with no time limit. */
  premium: { until: Date | null } | null;
  isAdmin: boolean;
  permissions: Permission[];
  hasStat: boolean;
  now: Date;
}

export interface DeleteCommand {
  type: 'delete';
  /** The administrator deleting the account; absent for the platform's own clean-ups. */
  actorId?: string;
}

type Decision = readonly UserEvent[] | DomainError;

const holdsUsers = (isAdmin: boolean, permissions: readonly Permission[]) => isAdmin && permissions.includes('users');
const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item) => b.includes(item));

function permissionDenial(command: AdministerCommand, account: Account): DomainError | undefined {
  const losesUsers =
    holdsUsers(account.isAdmin, account.permissions) && !holdsUsers(command.isAdmin, command.permissions);
  if (!losesUsers) return undefined;
  if (command.actorId === account.userId)
    return DomainError.invalidField('permissions', ADMIN_USER_MESSAGES.keepOwnUsersPermission);
  if (command.otherUsersHolders === 0)
    return DomainError.invalidField('permissions', ADMIN_USER_MESSAGES.lastUsersHolder);
  return undefined;
}

function premiumEvents(command: AdministerCommand, account: Account): UserEvent[] {
  const { userId } = account;
  if (command.premium === null) {
    return isPremiumAt(account, command.now) ? [{ type: 'user.premium_revoked.v1', data: { userId } }] : [];
  }
  const until = command.premium.until?.toISOString() ?? null;
  if (isPremiumAt(account, command.now) && (account.premium?.until ?? null) === until) return [];
  return [{ type: 'user.premium_granted.v1', data: { userId, until, promocode: null } }];
}

export function administer(command: AdministerCommand, account: Account): Decision {
  const denial = permissionDenial(command, account);
  if (denial) return denial;
  const { userId } = account;
  const events: UserEvent[] = [];
  if (command.name !== account.name) {
    const { phone, contactTypes } = account;
    events.push({ type: 'user.profile_changed.v1', data: { userId, name: command.name, phone, contactTypes } });
  }
  events.push(...premiumEvents(command, account));
  const permissions = command.isAdmin ? [...new Set(command.permissions)] : [];
  if (command.isAdmin !== account.isAdmin || !sameSet(permissions, account.permissions))
    events.push({ type: 'user.permissions_changed.v1', data: { userId, isAdmin: command.isAdmin, permissions } });
  if (command.hasStat !== account.hasStat)
    events.push({ type: 'user.statistics_access_changed.v1', data: { userId, hasStat: command.hasStat } });
  return events;
}

export function deleteAccount(command: DeleteCommand, account: Account): Decision {
  if (command.actorId === account.userId) return new DomainError('validation', ADMIN_USER_MESSAGES.cannotDeleteSelf);
  return [{ type: 'user.deleted.v1', data: { userId: account.userId } }];
}
