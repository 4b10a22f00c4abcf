// POST /account/stat/publication/{id}/contacted: a publication's owner marks a lead (someone who
// superliked it) contacted, for the funnel's last step and the time to first contact.
import { ERROR_MESSAGES, statisticsEndpoints as endpoints, leadStream, STATISTICS_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../commands/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { idParams, searchIdOf } from '../../search/index.ts';
import { publicationOwners } from '../../swipe/index.ts';
import { leadDecider } from '../lead/leadDecider.ts';

export function registerLeadRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  api.post(
    endpoints.contactLead.path,
    {
      config: { access: access.premium },
      schema: {
        tags: ['statistics'],
        params: idParams,
        body: endpoints.contactLead.body,
        response: { 200: endpoints.contactLead.response },
      },
    },
    async (request) => {
      const publicationId = searchIdOf(request.params.id);
      const { userId } = sessionOf(request);
      const owners = await publicationOwners(platform, publicationId);
      if (!owners.includes(userId)) throw new DomainError('forbidden', ERROR_MESSAGES.forbidden);
      const leadUserId = request.body.user_id;
      const superlike = await db
        .selectFrom('search_superlikes')
        .select('id')
        .where('publication_id', '=', publicationId)
        .where('user_id', '=', leadUserId)
        .executeTakeFirst();
      if (!superlike) throw DomainError.invalidField('user_id', STATISTICS_MESSAGES.notALead);
      const command = {
        type: 'markContacted' as const,
        publicationId,
        leadUserId,
        contactedBy: userId,
        channel: request.body.channel,
      };
      await execute(platform, leadStream(publicationId, leadUserId), leadDecider, command, request.commandContext);
      const lead = await db
        .selectFrom('statistics_leads')
        .select('contacted_at')
        .where('publication_id', '=', publicationId)
        .where('person_key', '=', leadUserId)
        .executeTakeFirst();
      const contactedAt = lead?.contacted_at ?? request.commandContext.now;
      return { message: STATISTICS_MESSAGES.contacted, contacted_at: contactedAt.toISOString() };
    },
  );
}
