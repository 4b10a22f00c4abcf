// GET /api/admin/search (permission searches).
import { adminSearchQuerySchema, adminSearchRowSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, paged, pagedSchema, pageQuerySchema } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { listAdminSearches } from './adminSearchQuery.ts';

export function registerAdminSearchRoutes(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/search',
    {
      config: { access: access.permission('searches') },
      schema: {
        tags: ['/admin/search'],
        querystring: pageQuerySchema.extend(adminSearchQuerySchema.shape),
        response: { 200: pagedSchema(adminSearchRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAdminSearches(platform.db, request.query, request.query);
      return paged(rows, total, request.query, request.url);
    },
  );
}
