// GET /api/admin/audit: any platform permission opens it (every administrator answers for their changes).
import { auditRowSchema, PERMISSIONS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, paged, pagedSchema, pageQuerySchema } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { listAudit } from './auditQuery.ts';

export function registerAuditRoutes(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/audit',
    {
      config: { access: access.permission(...PERMISSIONS) },
      schema: { tags: ['/admin/audit'], querystring: pageQuerySchema, response: { 200: pagedSchema(auditRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await listAudit(platform.db, request.query);
      return paged(rows, total, request.query, request.url);
    },
  );
}
