// PUT /account/publication/{id}/priority: the seller sets or clears a publication's priority.
import { PUBLICATION_MESSAGES, prioritySettingSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { assertPublishes } from '../managing/accountPublications.ts';
import { byId, premiumOnly, publicationIdParams, saved, savedSchema, tags } from '../sellerRoutes.ts';
import { changePriority } from './changePriority.ts';

export function registerPriorityRoute(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${byId}/priority`,
    {
      config: premiumOnly,
      schema: { tags, params: publicationIdParams, body: prioritySettingSchema, response: { 200: savedSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const { userId } = sessionOf(request);
      await assertPublishes(platform.db, id, userId);
      await changePriority(platform, id, userId, request.body, request.commandContext);
      return saved(platform, request, id, PUBLICATION_MESSAGES.updated);
    },
  );
}
