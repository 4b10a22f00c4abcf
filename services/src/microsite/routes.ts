// Microsites: the admin back office's routes and what a microsite's host serves of its own.
import { ERROR_MESSAGES, micrositeEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { access, MICROSITE_MANIFEST_PATH, sessionOf } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { registerAdminMicrositeRoutes } from './admin/adminMicrositeRoutes.ts';
import { accountMicrosites } from './site/accountMicrosites.ts';
import { micrositeHome } from './site/micrositeHome.ts';
import { micrositeSellers } from './site/micrositeSellers.ts';
import { micrositeManifest } from './site/siteBranding.ts';

export { registerSiteResolution } from './site/siteRequests.ts';

export function registerMicrositeRoutes(app: FastifyInstance, platform: Platform): void {
  registerAdminMicrositeRoutes(app, platform);
  app.get(
    MICROSITE_MANIFEST_PATH.replace(/^\/api/, ''),
    { config: { access: access.visitor }, schema: { tags: ['microsite'] } },
    async (request, reply) => {
      if (!request.microsite) return reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} });
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(micrositeManifest(request.microsite)));
    },
  );

  app.get(
    '/microsite/home',
    { config: { access: access.visitor }, schema: { tags: ['microsite'] } },
    async (request, reply) => {
      if (!request.microsite) return reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} });
      const viewerId = request.session?.userId ?? null;
      return micrositeHome(platform, request.microsite.id, viewerId, request.commandContext.now);
    },
  );

  app.get(
    '/microsite/sellers',
    { config: { access: access.visitor }, schema: { tags: ['microsite'] } },
    async (request, reply) => {
      if (!request.microsite) return reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} });
      return micrositeSellers(platform.db, request.microsite);
    },
  );

  const { accountMicrosites: mine } = micrositeEndpoints;
  app.get(
    mine.path,
    { config: { access: access.user }, schema: { tags: ['microsite'], response: { 200: mine.response } } },
    async (request) => ({ data: await accountMicrosites(platform.db, sessionOf(request).userId) }),
  );
}
