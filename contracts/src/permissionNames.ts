// The platform permissions' names without their schema, for the client's first screen (no zod).

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
export type Permission = (typeof PERMISSIONS)[number];
