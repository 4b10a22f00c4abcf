// The admin back office's calls (SPEC.md section 7, "Admin"), as the web client makes them. Every
// list is a page of 20 with a search; every resource has show, create, update and delete.
import { z } from 'zod';
import {
  adminUserFiltersSchema,
  adminUserInputSchema,
  adminUserListQuerySchema,
  adminUserRowSchema,
} from '../account/adminUser.ts';
import type { EndpointDefinition } from '../account/endpoints.ts';
import { promocodeInputSchema, promocodeRowSchema, promocodeUsageSchema } from '../account/promocode.ts';
import { auditRowSchema } from '../audit.ts';
import { categoryInputSchema, categorySchema } from '../catalogue/category.ts';
import { extraInputSchema, extraSchema } from '../catalogue/extra.ts';
import { publicationTypeInputSchema } from '../catalogue/publicationType.ts';
import { groupInputSchema, groupSchema } from '../group/group.ts';
import { PAGE_SIZE } from '../limits.ts';
import { pagedResultSchema } from '../paging.ts';
import { adminSearchQuerySchema, adminSearchRowSchema } from '../search/adminSearch.ts';

export const adminPageQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

const messageSchema = z.object({ message: z.string() });

/** The five calls of one admin resource at `path`. */
export function adminResourceEndpoints<
  Path extends string,
  Row extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodRawShape,
>(path: Path, row: Row, input: Input, listQuery: Query) {
  const withMessage = z.object({ message: z.string(), data: row });
  return {
    list: {
      method: 'GET',
      path,
      body: null,
      query: adminPageQuerySchema.extend(listQuery),
      response: pagedResultSchema(row),
    },
    show: { method: 'GET', path: `${path}/:id` as `${Path}/:id`, body: null, response: row },
    create: { method: 'POST', path, body: input, response: withMessage },
    update: { method: 'PUT', path: `${path}/:id` as `${Path}/:id`, body: input, response: withMessage },
    remove: { method: 'DELETE', path: `${path}/:id` as `${Path}/:id`, body: null, response: messageSchema },
  } as const satisfies Record<string, EndpointDefinition & { query?: z.ZodType }>;
}

const userEndpoints = adminResourceEndpoints(
  '/admin/user',
  adminUserRowSchema,
  adminUserInputSchema,
  adminUserListQuerySchema.shape,
);

/**
 * GET /api/admin/user: the total is counted up to 500 accounts past the page's first row;
 * `total_exact` false means there are more than `total` (docs/decisions/admin-back-office.md).
 */
export const adminUserPageSchema = pagedResultSchema(adminUserRowSchema).extend({ total_exact: z.boolean() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminEndpoints = {
  users: { ...userEndpoints, list: { ...userEndpoints.list, response: adminUserPageSchema } },
  userFilters: { method: 'GET', path: '/admin/user/filters', body: null, response: adminUserFiltersSchema },
  searches: adminResourceEndpoints('/admin/search', adminSearchRowSchema, z.object({}), adminSearchQuerySchema.shape),
  promocodes: adminResourceEndpoints('/admin/promocode', promocodeRowSchema, promocodeInputSchema, {}),
  promocodeUsages: {
    method: 'GET',
    path: '/admin/promocode/:id/usages',
    body: null,
    query: adminPageQuerySchema,
    response: pagedResultSchema(promocodeUsageSchema),
  },
  types: adminResourceEndpoints(
    '/admin/type',
    publicationTypeInputSchema.extend({ id: z.uuid() }),
    publicationTypeInputSchema,
    {},
  ),
  categories: adminResourceEndpoints('/admin/category', categorySchema, categoryInputSchema, {
    type_id: z.uuid().optional(),
  }),
  extras: adminResourceEndpoints('/admin/extra', extraSchema, extraInputSchema, {}),
  extraList: {
    method: 'GET',
    path: '/admin/extra/list',
    body: null,
    response: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
  },
  /** No create: groups are their members' (SPEC.md section 2, "Admin screens"). */
  groups: adminResourceEndpoints('/admin/group', groupSchema, groupInputSchema, {}),
  audit: adminResourceEndpoints('/admin/audit', auditRowSchema, z.object({}), {}),
} as const;
