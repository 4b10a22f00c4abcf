// GET /api/admin/search (permission searches): every search on the platform, as the admin
// searches screen lists it (SPEC.md section 2 "Admin screens").
import { z } from 'zod';

const triState = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

export const adminSearchQuerySchema = z.object({
  /** Shared ('Invitar') or not; absent: both. */
  shared: triState,
  /** With shared: searches with exactly this many participants. */
  users_count: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** Where the search looks: the whole platform, a microsite, a seller's storefront or a group. */
export const SEARCH_SCOPES = ['platform', 'microsite', 'user', 'group'] as const;

export const adminSearchRowSchema = z.object({
  id: z.uuid(),
  uuid: z.uuid(),
  title: z.string(),
  created_at: z.string(),
  scope: z.object({ kind: z.enum(SEARCH_SCOPES), name: z.string().nullable() }),
  public: z.boolean(),
  shareable: z.boolean(),
  autocompleted: z.boolean(),
  decisions_true_count: z.number().int(),
  decisions_false_count: z.number().int(),
  users: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      avatar_url: z.string().nullable(),
      role: z.enum(['Creador', 'Invitado']),
    }),
  ),
});
export type AdminSearchRow = z.infer<typeof adminSearchRowSchema>;
