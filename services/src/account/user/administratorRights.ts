// Least privilege among administrators: what one administrator's permissions let them do to
// another account's rights. Pure; the account rules (administration.ts) and impersonation use it.
import { PERMISSIONS, type Permission } from '@app/contracts';

export interface Rights {
  isAdmin: boolean;
  permissions: readonly Permission[];
}

/** An administrator acting on the users screen: who they are and what they hold now. */
export interface Actor extends Rights {
  userId: string;
}

/** The permissions that actually open something: none unless the account is an administrator. */
export const heldPermissions = (rights: Rights): readonly Permission[] => (rights.isAdmin ? rights.permissions : []);

/** The permissions `target` holds that `actor` does not. */
export const permissionsBeyond = (actor: Rights, target: Rights): Permission[] =>
  heldPermissions(target).filter((permission) => !heldPermissions(actor).includes(permission));

/** Whether `target` holds a permission `actor` lacks: such an account is out of the actor's reach. */
export const outranks = (target: Rights, actor: Rights) => permissionsBeyond(actor, target).length > 0;

/** Whether the account holds every platform permission. */
export const isFullAdministrator = (rights: Rights) =>
  PERMISSIONS.every((permission) => heldPermissions(rights).includes(permission));

/** The permissions that change between two sets of rights, granted or removed. */
export function changedPermissions(before: Rights, after: Rights): Permission[] {
  const was = heldPermissions(before);
  const will = heldPermissions(after);
  return [...will.filter((permission) => !was.includes(permission)), ...was.filter((p) => !will.includes(p))];
}
