// /api/admin/user (permission users): the users screen's list, filters, pick list, form and deletion.

import { userRoom } from '@app/contracts';
import {
  ADMIN_USER_FILTERS,
  ADMIN_USER_MESSAGES,
  adminUserFiltersSchema,
  adminUserInputSchema,
  adminUserListQuerySchema,
  adminUserPickQuerySchema,
  adminUserPickSchema,
  adminUserRowSchema,
  TRI_STATE_OPTIONS,
} from '@app/contracts/account/adminUser';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, paged, pagedSchema, pageQuerySchema, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { deleteUser } from '../user/deleteUser.ts';
import { administerUser } from './administerUser.ts';
import { filteredUsers, findAdminUser, listUsers } from './userListQuery.ts';

const PATH = '/admin/user';
const PICK_LIMIT = 50;
const idParams = z.object({ id: z.uuid() });

export function registerUserAdministrationRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.permission('users') };
  const tags = [PATH];
  const found = async (id: string) => {
    const row = await findAdminUser(platform.db, id, platform.clock.now());
    if (!row) throw DomainError.notFound();
    return row;
  };

  api.get(
    PATH,
    {
      config,
      schema: {
        tags,
        querystring: pageQuerySchema.extend(adminUserListQuerySchema.shape),
        response: { 200: pagedSchema(adminUserRowSchema).extend({ total_exact: z.boolean() }) },
      },
    },
    async (request) => {
      const { rows, total, total_exact } = await listUsers(
        platform.db,
        request.query,
        request.query,
        platform.clock.now(),
      );
      return { ...paged(rows, total, request.query, request.url), total_exact };
    },
  );

  api.get(`${PATH}/filters`, { config, schema: { tags, response: { 200: adminUserFiltersSchema } } }, () =>
    ADMIN_USER_FILTERS.map((filter) => ({ ...filter, options: [...TRI_STATE_OPTIONS] })),
  );

  api.get(
    `${PATH}/list`,
    {
      config,
      schema: { tags, querystring: adminUserPickQuerySchema, response: { 200: z.array(adminUserPickSchema) } },
    },
    (request) =>
      filteredUsers(platform.db, request.query, platform.clock.now())
        .select(['users.id', 'users.name', 'users.email'])
        .orderBy(`users.${request.query.orderBy}`)
        .limit(PICK_LIMIT)
        .execute(),
  );

  api.get(
    `${PATH}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: adminUserRowSchema } } },
    (request) => found(request.params.id),
  );

  api.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: adminUserInputSchema,
        response: { 200: z.object({ message: z.string(), data: adminUserRowSchema }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await found(id);
      await administerUser(platform, id, request.body, sessionOf(request), request.commandContext);
      return { message: ADMIN_USER_MESSAGES.updated, data: await found(id) };
    },
  );

  api.delete(
    `${PATH}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const { id } = request.params;
      await deleteUser(platform, id, request.commandContext, { actor: sessionOf(request) });
      // Every instance drops the account's sockets (the rooms span instances through the adapter).
      app.liveGateway.io.in(userRoom(id)).disconnectSockets(true);
      return { message: ADMIN_USER_MESSAGES.deleted };
    },
  );
}
