import { z } from 'zod';
import { PERMISSIONS, type Permission } from './permissionNames.ts';

export { PERMISSIONS, type Permission };
export const permissionSchema = z.enum(PERMISSIONS);

/** What a verified session token says about its holder. */
export interface SessionClaims {
  userId: string;
  isPremium: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  permissions: Permission[];
}
