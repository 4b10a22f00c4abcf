// The seller's own publications: GET /account/publication (own list, title order, 20 a page),
// profileCount, field suggestions, one publication and DELETE /account/publication/{id}: premium
// sellers, their own publications only.
import {
  fieldValuesRequestSchema,
  fieldValuesResponseSchema,
  PUBLICATION_MESSAGES,
  pagedPublicationsSchema,
  profileCountSchema,
  publicationListQuerySchema,
  publicationSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paged, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { ACCOUNT_PUBLICATION_PATH, byId, premiumOnly, publicationIdParams, sellerOf, tags } from '../sellerRoutes.ts';
import {
  assertPublishes,
  fieldValues,
  findAccountPublication,
  listAccountPublications,
  publicationCounts,
} from './accountPublications.ts';
import { runPublicationCommand } from './publicationCommand.ts';

function registerList(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ACCOUNT_PUBLICATION_PATH,
    {
      config: premiumOnly,
      schema: { tags, querystring: publicationListQuerySchema, response: { 200: pagedPublicationsSchema } },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { now } = request.commandContext;
      const { rows, total } = await listAccountPublications(platform, userId, request.query, now);
      return paged(rows, total, request.query, request.url);
    },
  );
}

function registerCountAndFields(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${ACCOUNT_PUBLICATION_PATH}/profileCount`,
    { config: premiumOnly, schema: { tags, response: { 200: profileCountSchema } } },
    async (request) => ({ count: (await publicationCounts(platform.db, sessionOf(request).userId)).created }),
  );
  api.post(
    `${ACCOUNT_PUBLICATION_PATH}/field`,
    {
      config: premiumOnly,
      schema: { tags, body: fieldValuesRequestSchema, response: { 200: fieldValuesResponseSchema } },
    },
    async (request) => ({ value: await fieldValues(platform.db, sessionOf(request).userId, request.body.name) }),
  );
}

function registerOne(app: FastifyInstance, platform: Platform): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      byId,
      { config: premiumOnly, schema: { tags, params: publicationIdParams, response: { 200: publicationSchema } } },
      (request) =>
        findAccountPublication(platform, request.params.id, sessionOf(request).userId, request.commandContext.now),
    );
}

const messageSchema = z.object({ message: z.string() });

function registerDelete(app: FastifyInstance, platform: Platform): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      byId,
      { config: premiumOnly, schema: { tags, params: publicationIdParams, response: { 200: messageSchema } } },
      async (request) => {
        const { id } = request.params;
        const actor = sellerOf(request);
        await assertPublishes(platform.db, id, actor.userId);
        await runPublicationCommand(platform, id, { type: 'delete', actor }, request.commandContext);
        return { message: PUBLICATION_MESSAGES.deleted };
      },
    );
}

export function registerManagingRoutes(app: FastifyInstance, platform: Platform): void {
  registerList(app, platform);
  registerCountAndFields(app, platform);
  registerOne(app, platform);
  registerDelete(app, platform);
}
