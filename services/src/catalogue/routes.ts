import { configurationSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { access, registerAdminResource, SPANISH_SORT_SQL } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { categoryResource } from './category/resource.ts';
import { loadConfiguration } from './configuration/configurationQuery.ts';
import { extraResource } from './extra/resource.ts';
import { publicationTypeResource } from './publicationType/resource.ts';

export { loadConfiguration } from './configuration/configurationQuery.ts';

export function registerCatalogueRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/configuration',
    { config: { access: access.visitor }, schema: { tags: ['configuration'], response: { 200: configurationSchema } } },
    (request) => loadConfiguration(platform, request.microsite),
  );

  // Registered before the resource so '/list' is not read as an id.
  api.get(
    '/admin/extra/list',
    {
      // The type form picks extras from this list too.
      config: { access: access.permission('extras', 'types') },
      schema: {
        tags: ['/admin/extra'],
        response: { 200: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })) },
      },
    },
    () =>
      platform.db
        .selectFrom('extras')
        .select(['id', 'slug', 'title'])
        .orderBy(sql.raw(SPANISH_SORT_SQL('title')))
        .execute(),
  );

  registerAdminResource(app, platform, publicationTypeResource(platform));
  registerAdminResource(app, platform, categoryResource(platform));
  registerAdminResource(app, platform, extraResource(platform));
}
