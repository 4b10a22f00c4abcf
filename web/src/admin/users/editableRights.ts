// What the acting administrator may change of an account's rights, as the server decides it
// (services/src/account/user/administration.ts): never their own, nothing of an administrator
// holding a permission they lack, and otherwise only the permissions they hold themselves.
import { ADMIN_USER_MESSAGES } from '@app/contracts/account/adminUser';
import { PERMISSIONS, type Permission } from '@app/contracts/permissions';

export interface RightsHolder {
  id: string;
  is_admin: boolean;
  permissions: readonly Permission[];
}

export interface EditableRights {
  adminFlag: boolean;
  permissions: readonly Permission[];
  /** Why some or all of the rights are locked; null when nothing is. */
  reason: string | null;
}

const held = (account: RightsHolder) => (account.is_admin ? account.permissions : []);

/** Whether `target` holds a permission `actor` lacks: out of the actor's reach (no edit, deletion or impersonation). */
export const outranks = (target: RightsHolder, actor: RightsHolder) =>
  held(target).some((permission) => !held(actor).includes(permission));

export function editableRights(actor: RightsHolder, target: RightsHolder): EditableRights {
  if (actor.id === target.id) return { adminFlag: false, permissions: [], reason: ADMIN_USER_MESSAGES.ownRights };
  if (outranks(target, actor))
    return { adminFlag: false, permissions: [], reason: ADMIN_USER_MESSAGES.strongerAdministratorRights };
  const permissions = held(actor);
  const lacksSome = PERMISSIONS.some((permission) => !permissions.includes(permission));
  return { adminFlag: true, permissions, reason: lacksSome ? ADMIN_USER_MESSAGES.beyondOwnPermissions : null };
}
