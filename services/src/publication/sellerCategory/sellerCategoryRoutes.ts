// The publication form's categories: the type's catalogue categories and the seller's own, and
// POST /account/category to add one of their own.
import {
  accountCategoryInputSchema,
  categoryItemSchema,
  categoryListQuerySchema,
  categorySuggestionsQuerySchema,
  PUBLICATION_MESSAGES,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { addSellerCategory, listCategories, suggestCategories } from './sellerCategories.ts';

const tags = ['/account/category'];
const config = { access: access.premium };

export function registerSellerCategoryRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  api.get(
    '/account/category/list',
    {
      config,
      schema: { tags, querystring: categoryListQuerySchema, response: { 200: z.array(categoryItemSchema) } },
    },
    (request) => listCategories(db, request.query.type_id, sessionOf(request).userId),
  );

  api.get(
    '/account/category/suggestions',
    {
      config,
      schema: { tags, querystring: categorySuggestionsQuerySchema, response: { 200: z.array(categoryItemSchema) } },
    },
    (request) => suggestCategories(db, request.query.type_id, sessionOf(request).userId, request.query.search),
  );

  api.post(
    '/account/category',
    {
      config,
      schema: {
        tags,
        body: accountCategoryInputSchema,
        response: { 201: z.object({ message: z.string(), data: categoryItemSchema }) },
      },
    },
    async (request, reply) => {
      const { type_id: typeId, name } = request.body;
      const input = { sellerId: sessionOf(request).userId, typeId, name };
      const data = await addSellerCategory(platform, input, request.commandContext);
      return reply.status(201).send({ message: PUBLICATION_MESSAGES.categoryCreated, data });
    },
  );
}
