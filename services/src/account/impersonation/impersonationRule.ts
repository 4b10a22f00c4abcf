// Who may act as whom: acting as an administrator with a permission you lack would be a way to gain it.
import type { Permission } from '@app/contracts';

export interface Rights {
  isAdmin: boolean;
  permissions: readonly Permission[];
}

/** Whether `administrator` may open a session as `target`. */
export function mayImpersonate(administrator: Rights, target: Rights & { userId: string }, administratorId: string) {
  if (target.userId === administratorId) return false;
  if (!target.isAdmin) return true;
  return target.permissions.every((permission) => administrator.permissions.includes(permission));
}
