// Premium: redeeming a code (POST /api/premium) and the admin back office of codes and their uses.
import { accountEndpoints as endpoints } from '@app/contracts/account/endpoints';
import { promocodeUsageSchema } from '@app/contracts/account/promocode';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, paged, pagedSchema, pageQuerySchema, registerAdminResource, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { promocodeResource } from './promocodeResource.ts';
import { redeemPromocode } from './redeemPromocode.ts';
import { listUsages } from './usagesQuery.ts';

export function registerPremiumRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    endpoints.redeemPromocode.path,
    {
      // A verified e-mail keeps throwaway addresses from draining promotional codes.
      config: { access: access.verified },
      schema: {
        tags: ['premium'],
        body: endpoints.redeemPromocode.body,
        response: { 200: endpoints.redeemPromocode.response },
      },
    },
    (request) => redeemPromocode(platform, sessionOf(request).userId, request.body, request.commandContext),
  );

  registerAdminResource(app, platform, promocodeResource(platform));

  api.get(
    '/admin/promocode/:id/usages',
    {
      config: { access: access.permission('promocodes') },
      schema: {
        tags: ['/admin/promocode'],
        params: z.object({ id: z.uuid() }),
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(promocodeUsageSchema) },
      },
    },
    async (request) => {
      const exists = await platform.db
        .selectFrom('promocodes')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!exists) throw DomainError.notFound();
      const { rows, total } = await listUsages(platform.db, request.params.id, request.query);
      return paged(rows, total, request.query, request.url);
    },
  );
}
