// GET /account/stat/publication/{id}/superlikes: premium, and only for the publication's owners.
// GET /account/superlikes/received: any signed-in account, the superlikes on its own publications.
import { ERROR_MESSAGES, swipeEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../commands/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { idParams, searchIdOf } from '../../search/index.ts';
import { publicationOwners, publicationSummary } from '../publicationFacts.ts';
import { receivedSuperlikes } from './receivedSuperlikes.ts';
import { publicationSuperlikes } from './superlikes.ts';

export function registerSuperlikeRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  api.get(
    endpoints.publicationSuperlikes.path,
    {
      config: { access: access.premium },
      schema: {
        tags: ['swipe'],
        params: idParams,
        querystring: endpoints.publicationSuperlikes.query,
        response: { 200: endpoints.publicationSuperlikes.response },
      },
    },
    async (request) => {
      const publicationId = searchIdOf(request.params.id);
      const owners = await publicationOwners(platform, publicationId);
      if (!owners.includes(sessionOf(request).userId)) throw new DomainError('forbidden', ERROR_MESSAGES.forbidden);
      const publication = await publicationSummary(db, publicationId);
      if (!publication) throw DomainError.notFound();
      return publicationSuperlikes(db, publication, request.query, request.url);
    },
  );

  api.get(
    endpoints.receivedSuperlikes.path,
    {
      config: { access: access.user },
      schema: { tags: ['swipe'], response: { 200: endpoints.receivedSuperlikes.response } },
    },
    async (request) => ({ data: await receivedSuperlikes(db, sessionOf(request).userId) }),
  );
}
