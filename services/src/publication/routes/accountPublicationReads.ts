// GET /account/publication (own list, title order, 20 a page), profileCount, field suggestions and
// one publication: premium sellers, their own publications only.
import {
  fieldValuesRequestSchema,
  fieldValuesResponseSchema,
  pagedPublicationsSchema,
  profileCountSchema,
  publicationListQuerySchema,
  publicationSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, paged, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import {
  fieldValues,
  findAccountPublication,
  listAccountPublications,
  publicationCounts,
} from '../queries/accountPublications.ts';

export const ACCOUNT_PUBLICATION_PATH = '/account/publication';
export const tags = ['/account/publication'];
export const premiumOnly = { access: access.premium };
export const publicationIdParams = z.object({ id: z.uuid() });

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
      const { rows, total } = await listAccountPublications(platform.db, userId, request.query, now);
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
      `${ACCOUNT_PUBLICATION_PATH}/:id`,
      { config: premiumOnly, schema: { tags, params: publicationIdParams, response: { 200: publicationSchema } } },
      (request) =>
        findAccountPublication(platform.db, request.params.id, sessionOf(request).userId, request.commandContext.now),
    );
}

export function registerAccountPublicationReads(app: FastifyInstance, platform: Platform): void {
  registerList(app, platform);
  registerCountAndFields(app, platform);
  registerOne(app, platform);
}
