// GET /publication/{id}/contact: the contact panel's data, for signed-in people only (like a group's
// administrators, SPEC.md: visible only when signed in): the publication's seller with only the
// contact types they enabled. Each person shown them is a lead of the publication, recorded once
// (lead.contact_revealed.v1); the publication's own publishers are not.
import { leadStream, sellerContactSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, sessionOf } from '../../http/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { sellerContact } from '../../publication/index.ts';
import { publicationOwners } from '../../swipe/index.ts';
import { leadDecider } from '../lead/leadDecider.ts';

export function registerContactRoutes(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/publication/:id/contact',
    {
      config: { access: access.user },
      schema: { tags: ['public'], params: z.object({ id: z.uuid() }), response: { 200: sellerContactSchema } },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const publicationId = request.params.id;
      const seller = await sellerContact(platform.db, publicationId);
      if (!(await publicationOwners(platform, publicationId)).includes(userId)) {
        const command = {
          type: 'recordContactReveal' as const,
          publicationId,
          leadUserId: userId,
          sellerId: seller.id,
        };
        await execute(platform, leadStream(publicationId, userId), leadDecider, command, request.commandContext);
      }
      return { data: seller };
    },
  );
}
