// The users screen of the admin back office (SPEC.md section 2 "Admin screens", section 7 "Admin"):
// GET/PUT/DELETE /api/admin/user and their filters.
import { z } from 'zod';
import { permissionSchema } from '../permissions.ts';
import { personNameSchema } from './auth.ts';

export const ADMIN_USER_MESSAGES = {
  updated: 'Usuario actualizado correctamente.',
  deleted: 'Usuario eliminado correctamente.',
  /** Not worded by SPEC.md, nor the other refusals below (docs/decisions/admin-back-office.md). */
  ownRights: 'No podés cambiar tus propios permisos ni tu rol de administrador.',
  beyondOwnPermissions: 'Solo podés otorgar o quitar los permisos que tenés.',
  strongerAdministratorRights: 'No podés cambiar los permisos de un administrador que tiene permisos que vos no tenés.',
  strongerAdministratorDeletion: 'No podés eliminar a un administrador que tiene permisos que vos no tenés.',
  strongerAdministratorImpersonation: 'No podés ingresar como un administrador que tiene permisos que vos no tenés.',
  lastFullAdministrator: 'Tiene que quedar al menos un administrador con todos los permisos.',
  cannotDeleteSelf: 'No podés eliminar tu propia cuenta.',
} as const;

/** What an erased account shows wherever its name was (crypto-shredding, docs/decisions/user-deletion.md). */
export const ERASED_USER_NAME = 'Usuario eliminado';
/** An erased account's e-mail: unique per account, in a domain that can never receive mail. */
export const erasedEmail = (userId: string) => `${userId}@usuario-eliminado.invalid`;

/** A yes / no / any filter as the query string carries it: '1', '0' or absent ('No filtrar'). */
const triStateSchema = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

export const ADMIN_USER_ORDERS = ['created_at', 'name', 'email'] as const;

export const adminUserListQuerySchema = z.object({
  is_premium: triStateSchema,
  is_admin: triStateSchema,
  has_publications: triStateSchema,
  orderBy: z.enum(ADMIN_USER_ORDERS).default('created_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  is_admin: z.boolean(),
  is_premium: z.boolean(),
  premium_until: z.string().nullable(),
  has_stat: z.boolean(),
  permissions: z.array(permissionSchema),
  /** Publications the user created, and those assigned to them (SPEC.md: publications_count_true / _false). */
  publications_count_true: z.number().int(),
  publications_count_false: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** PUT /api/admin/user/{id}. `premium_until` null with is_premium: premium with no time limit. */
export const adminUserInputSchema = z.object({
  name: personNameSchema,
  is_premium: z.boolean(),
  premium_until: z.iso.datetime({ offset: true }).nullable().default(null),
  is_admin: z.boolean(),
  permissions: z.array(permissionSchema).transform((values) => [...new Set(values)]),
  has_stat: z.boolean(),
});
export type AdminUserInput = z.input<typeof adminUserInputSchema>;

/** GET /api/admin/user/filters: the '+ Filtros' panel, each Sí / No / No filtrar. */
export const ADMIN_USER_FILTERS = [
  { name: 'is_premium', title: 'Premium' },
  { name: 'is_admin', title: 'Administrador' },
  { name: 'has_publications', title: 'Con publicaciones' },
] as const;
export const TRI_STATE_OPTIONS = [
  { value: '1', label: 'Sí' },
  { value: '0', label: 'No' },
  { value: '', label: 'No filtrar' },
] as const;
export const adminUserFiltersSchema = z.array(
  z.object({
    name: z.string(),
    title: z.string(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
);

/** GET /api/admin/user/list: a short pick list (microsite users, ...). */
export const adminUserPickQuerySchema = z.object({
  is_premium: triStateSchema,
  orderBy: z.enum(ADMIN_USER_ORDERS).default('name'),
  search: z.string().trim().max(255).optional(),
});
export const adminUserPickSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
