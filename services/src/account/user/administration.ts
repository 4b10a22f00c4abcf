// What an administrator may change on an account from the users screen, and the rules that keep
// administration least-privileged (docs/decisions/admin-back-office.md): nobody changes their own
// rights or deletes themselves, an administrator grants or removes only permissions they hold and
// leaves alone any administrator holding one they lack, and the last administrator holding every
// permission stays one. Pure: the caller says who acts and counts the other full administrators.
import type { Permission, UserEvent } from '@app/contracts';
import { ADMIN_USER_MESSAGES } from '@app/contracts/account/adminUser';
import { DomainError } from '../../commands/index.ts';
import {
  type Actor,
  changedPermissions,
  heldPermissions,
  isFullAdministrator,
  outranks,
} from './administratorRights.ts';
import { type Account, isPremiumAt } from './user.ts';

export interface AdministerCommand {
  type: 'administer';
  /** The administrator making the change, with the rights they hold now. */
  actor: Actor;
  /** Live accounts other than this one that hold every permission now. */
  otherFullAdministrators: number;
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
  actor?: Actor;
  /** Live accounts other than this one that hold every permission now. */
  otherFullAdministrators: number;
}

type Decision = readonly UserEvent[] | DomainError;

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item) => b.includes(item));

const forbidden = (message: string) => new DomainError('forbidden', message);

/** Whether losing this account would leave the platform without an administrator holding every permission. */
const isLastFullAdministrator = (account: Account, otherFullAdministrators: number) =>
  isFullAdministrator(account) && otherFullAdministrators === 0;

function rightsDenial(command: AdministerCommand, account: Account): DomainError | undefined {
  const after = { isAdmin: command.isAdmin, permissions: command.permissions };
  const changed = changedPermissions(account, after);
  if (changed.length === 0 && command.isAdmin === account.isAdmin) return undefined;
  const { actor } = command;
  if (outranks(account, actor)) return forbidden(ADMIN_USER_MESSAGES.strongerAdministratorRights);
  if (isLastFullAdministrator(account, command.otherFullAdministrators) && !isFullAdministrator(after))
    return DomainError.invalidField('permissions', ADMIN_USER_MESSAGES.lastFullAdministrator);
  if (actor.userId === account.userId) return forbidden(ADMIN_USER_MESSAGES.ownRights);
  if (changed.some((permission) => !heldPermissions(actor).includes(permission)))
    return forbidden(ADMIN_USER_MESSAGES.beyondOwnPermissions);
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
  const denial = rightsDenial(command, account);
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
  const { actor } = command;
  if (actor && outranks(account, actor)) return forbidden(ADMIN_USER_MESSAGES.strongerAdministratorDeletion);
  if (isLastFullAdministrator(account, command.otherFullAdministrators))
    return new DomainError('validation', ADMIN_USER_MESSAGES.lastFullAdministrator);
  if (actor?.userId === account.userId) return new DomainError('validation', ADMIN_USER_MESSAGES.cannotDeleteSelf);
  return [{ type: 'user.deleted.v1', data: { userId: account.userId } }];
}
