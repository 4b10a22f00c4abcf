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
import { access } from '../../http/access.ts';
import { sessionOf } from '../../http/guards.ts';
import { paged } from '../../http/paging.ts';
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

export function registerAccountPublicationReads(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  api.get(
    ACCOUNT_PUBLICATION_PATH,
    {
      config: premiumOnly,
      schema: { tags, querystring: publicationListQuerySchema, response: { 200: pagedPublicationsSchema } },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { rows, total } = await listAccountPublications(db, userId, request.query, request.commandContext.now);
      return paged(rows, total, request.query, request.url);
    },
  );

  api.get(
    `${ACCOUNT_PUBLICATION_PATH}/profileCount`,
    { config: premiumOnly, schema: { tags, response: { 200: profileCountSchema } } },
    async (request) => ({ count: (await publicationCounts(db, sessionOf(request).userId)).created }),
  );

  api.post(
    `${ACCOUNT_PUBLICATION_PATH}/field`,
    {
      config: premiumOnly,
      schema: { tags, body: fieldValuesRequestSchema, response: { 200: fieldValuesResponseSchema } },
    },
    async (request) => ({ value: await fieldValues(db, sessionOf(request).userId, request.body.name) }),
  );

  api.get(
    `${ACCOUNT_PUBLICATION_PATH}/:id`,
    { config: premiumOnly, schema: { tags, params: publicationIdParams, response: { 200: publicationSchema } } },
    (request) => findAccountPublication(db, request.params.id, sessionOf(request).userId, request.commandContext.now),
  );
}
