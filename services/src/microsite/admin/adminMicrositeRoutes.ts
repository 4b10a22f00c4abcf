// /api/admin/microsite (permission microsites): list (rows show the host), show, create (POST
// multipart), update (POST multipart with `_method=PUT`), delete, and the users with their default
// flag. SPEC.md section 7, "Admin".
import { randomUUID } from 'node:crypto';
import {
  MICROSITE_MESSAGES,
  micrositeCandidateSchema,
  micrositeSchema,
  micrositeUserAddSchema,
  micrositeUserChangeSchema,
  micrositeUserSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, paged, pagedSchema, pageQuerySchema } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { findMicrositeRow, listMicrosites, micrositeUsers, toMicrosite } from '../micrositeQueries.ts';
import { addMicrositeUser, deleteMicrosite, runMicrositeCommand, saveMicrosite } from '../micrositeWrites.ts';
import { micrositeCandidates } from './micrositeCandidates.ts';
import { readMicrositeForm } from './micrositeForm.ts';

const tags = ['/admin/microsite'];
const PATH = '/admin/microsite';
const idParams = z.object({ id: z.uuid() });
const userParams = z.object({ id: z.uuid(), userId: z.uuid() });
const writeResponse = z.object({ message: z.string(), data: micrositeSchema });
const usersResponse = z.object({ message: z.string(), data: z.array(micrositeUserSchema) });
const candidatesQuery = z.object({ search: z.string().trim().max(150).default('') });

export function registerAdminMicrositeRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.permission('microsites') };
  const found = async (id: string) => {
    const row = await findMicrositeRow(platform.db, id);
    if (!row) throw DomainError.notFound();
    return row;
  };

  api.get(
    PATH,
    { config, schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(micrositeSchema) } } },
    async (request) => {
      const { rows, total } = await listMicrosites(platform.db, request.query);
      return paged(rows, total, request.query, request.url);
    },
  );

  api.get(
    `${PATH}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: micrositeSchema } } },
    async (request) => toMicrosite(await found(request.params.id)),
  );

  // Multipart (text parts and the three logos): read and validated by readMicrositeForm.
  api.post(PATH, { config, schema: { tags, response: { 201: writeResponse } } }, async (request, reply) => {
    const form = await readMicrositeForm(request);
    const id = randomUUID();
    await saveMicrosite(platform, id, null, form, request.commandContext);
    return reply.status(201).send({ message: MICROSITE_MESSAGES.created, data: toMicrosite(await found(id)) });
  });

  // The update: a multipart POST saying `_method=PUT` (browsers send files only with POST).
  api.post(
    `${PATH}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: writeResponse } } },
    async (request) => {
      const existing = await found(request.params.id);
      const form = await readMicrositeForm(request);
      await saveMicrosite(platform, existing.id, existing, form, request.commandContext);
      return { message: MICROSITE_MESSAGES.updated, data: toMicrosite(await found(existing.id)) };
    },
  );

  api.delete(
    `${PATH}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteMicrosite(platform, await found(request.params.id), request.commandContext);
      return { message: MICROSITE_MESSAGES.deleted };
    },
  );

  api.get(
    `${PATH}/:id/user`,
    { config, schema: { tags, params: idParams, response: { 200: z.array(micrositeUserSchema) } } },
    async (request) => {
      const row = await found(request.params.id);
      return micrositeUsers(platform.db, row.id, request.commandContext.now);
    },
  );

  const usersAfterWrite = async (id: string, now: Date) => ({
    message: MICROSITE_MESSAGES.updated,
    data: await micrositeUsers(platform.db, id, now),
  });

  api.post(
    `${PATH}/:id/user`,
    {
      config,
      schema: { tags, params: idParams, body: micrositeUserAddSchema, response: { 200: usersResponse } },
    },
    async (request) => {
      const row = await found(request.params.id);
      await addMicrositeUser(platform, row.id, request.body.user_id, request.commandContext);
      return usersAfterWrite(row.id, request.commandContext.now);
    },
  );

  api.put(
    `${PATH}/:id/user/:userId`,
    {
      config,
      schema: { tags, params: userParams, body: micrositeUserChangeSchema, response: { 200: usersResponse } },
    },
    async (request) => {
      const row = await found(request.params.id);
      const command = { type: 'setDefault', userId: request.params.userId, default: request.body.default } as const;
      await runMicrositeCommand(platform, row.id, command, request.commandContext);
      return usersAfterWrite(row.id, request.commandContext.now);
    },
  );

  api.delete(
    `${PATH}/:id/user/:userId`,
    { config, schema: { tags, params: userParams, response: { 200: usersResponse } } },
    async (request) => {
      const row = await found(request.params.id);
      const command = { type: 'removeUser', userId: request.params.userId } as const;
      await runMicrositeCommand(platform, row.id, command, request.commandContext);
      return usersAfterWrite(row.id, request.commandContext.now);
    },
  );

  api.get(
    `${PATH}/:id/candidates`,
    {
      config,
      schema: {
        tags,
        params: idParams,
        querystring: candidatesQuery,
        response: { 200: z.array(micrositeCandidateSchema) },
      },
    },
    async (request) => {
      const row = await found(request.params.id);
      return micrositeCandidates(platform.db, row.id, request.query.search, request.commandContext.now);
    },
  );
}
