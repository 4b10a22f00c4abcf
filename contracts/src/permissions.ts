import { z } from 'zod';

/** Platform permissions (SPEC.md section 6): each opens one admin section. */
export const PERMISSIONS = [
  'users',
  'groups',
  'searches',
  'promocodes',
  'microsites',
  'types',
  'categories',
  'extras',
] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/** What a verified session token says about its holder. */
export interface SessionClaims {
  userId: string;
  isPremium: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  permissions: Permission[];
}
