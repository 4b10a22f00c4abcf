// Who may act as whom: acting as an administrator with a permission you lack would be a way to gain it.
import { outranks, type Rights } from '../user/administratorRights.ts';

/** Whether `administrator` may open a session as `target`. */
export function mayImpersonate(administrator: Rights, target: Rights & { userId: string }, administratorId: string) {
  return target.userId !== administratorId && !outranks(target, administrator);
}
