// The signed-in user as GET /api/user returns it (SPEC.md section 3, "User"), field names as written there.
import { z } from 'zod';
import { permissionSchema } from '../permissions.ts';

export const CONTACT_TYPES = ['email', 'phone', 'whatsapp'] as const;
export const contactTypeSchema = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof contactTypeSchema>;

/**
 * Options of the personal catalogue, kept in `config`:
 * `include_groups` also lists publications shared in the owner's groups;
 * `show_users` shows the owners on each publication (the slug form calls it show_owners).
 */
export const USER_CONFIG_OPTIONS = ['include_groups', 'show_users'] as const;
export const userConfigOptionSchema = z.enum(USER_CONFIG_OPTIONS);
export type UserConfigOption = z.infer<typeof userConfigOptionSchema>;

const timestampSchema = z.iso.datetime({ offset: true });

/** A group the user belongs to, with the user's role in it. */
export const userGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  public: z.boolean(),
  pivot: z.object({ admin: z.boolean() }),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** One of the user's latest searches (newest first): enough for menus and the landing strip. */
export const userSearchSchema = z.object({
  uuid: z.uuid(),
  title: z.string().nullable(),
  created_at: timestampSchema,
});
export type UserSearch = z.infer<typeof userSearchSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string().nullable(),
  email: z.email(),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_premium: z.boolean(),
  /** When premium ends; null while premium has no time limit or the user is not premium. */
  premium_until: timestampSchema.nullable().optional(),
  is_admin: z.boolean(),
  has_stat: z.boolean(),
  created_at: timestampSchema,
  groups: z.array(userGroupSchema).default([]),
  contact_types: z.array(contactTypeSchema),
  notification_types: z.array(z.string()),
  notification_channels: z.array(z.string()),
  /** Push token per site, keyed 'site-{micrositeId}' or 'site-0' for the main site. */
  notification_push_identifiers: z.record(z.string(), z.string()).default({}),
  permissions: z.array(permissionSchema),
  config: z.array(userConfigOptionSchema).default([]),
  searches: z.array(userSearchSchema).default([]),
  /** Publications the user created. */
  publications_count_true: z.number().int().nonnegative(),
  /** Publications the user is assigned to without having created them. */
  publications_count_false: z.number().int().nonnegative(),
  /** The catalogue's saved filter items; their shape belongs to the search contracts. */
  filters: z.array(z.record(z.string(), z.unknown())).default([]),
  /** Image addresses for the catalogue's collage. */
  images: z.array(z.string()).default([]),
});
export type User = z.infer<typeof userSchema>;
