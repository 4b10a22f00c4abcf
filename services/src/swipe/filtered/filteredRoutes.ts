// The decided publications of a search, for its participants (account.search.filtered).
import { swipeEndpoints as endpoints, participantKey } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { searchParams } from '../../search/index.ts';
import { requireParticipant, swipeSearchOf } from '../access/swipeAccess.ts';
import { filteredPublications } from './filtered.ts';

export function registerFilteredRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  api.post(
    endpoints.filteredPublications.path,
    {
      config: { access: access.visitor },
      schema: {
        tags: ['swipe'],
        params: searchParams,
        body: endpoints.filteredPublications.body,
        response: { 200: endpoints.filteredPublications.response },
      },
    },
    async (request) => {
      const search = await swipeSearchOf(platform, request, request.params.uuid);
      const identity = await requireParticipant(db, request, search);
      const focusKey = request.body.user_id ?? participantKey(identity.participant);
      const viewer = {
        searchId: search.id,
        focusKey,
        viewerId: request.session?.userId ?? null,
        now: request.commandContext.now,
        url: request.url,
      };
      return filteredPublications(platform, request.body, viewer);
    },
  );
}
