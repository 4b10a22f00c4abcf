// /invitation/{uuid}: anyone may open one; answering checks its rules (logged in, verified e-mail,
// premium) with SPEC.md's messages; an admin of the group may revoke it while unused.
import { groupEndpoints as endpoints, INVITATION_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { acceptInvitation, rejectInvitation, revokeInvitation } from '../invitation/answerInvitation.ts';
import { findInvitation } from '../invitation/invitationView.ts';

const tags = ['invitation'];
const invitationParams = z.object({ uuid: z.string().max(100) });

function invitationIdOf(value: string): string {
  if (!z.uuid().safeParse(value).success) throw DomainError.notFound();
  return value;
}

export function registerInvitationRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyone = { access: access.visitor };

  api.get(
    endpoints.showInvitation.path,
    {
      config: anyone,
      schema: { tags, params: invitationParams, response: { 200: endpoints.showInvitation.response } },
    },
    (request) => findInvitation(platform.db, invitationIdOf(request.params.uuid), request.commandContext.now),
  );

  api.put(
    endpoints.acceptInvitation.path,
    {
      config: anyone,
      schema: { tags, params: invitationParams, response: { 200: endpoints.acceptInvitation.response } },
    },
    async (request) => {
      const groupId = await acceptInvitation(platform, invitationIdOf(request.params.uuid), request);
      return { message: INVITATION_MESSAGES.accepted, group_id: groupId };
    },
  );

  api.put(
    endpoints.rejectInvitation.path,
    {
      config: anyone,
      schema: { tags, params: invitationParams, response: { 200: endpoints.rejectInvitation.response } },
    },
    async (request) => {
      await rejectInvitation(platform, invitationIdOf(request.params.uuid), request);
      return { message: INVITATION_MESSAGES.rejected };
    },
  );

  api.delete(
    endpoints.revokeInvitation.path,
    {
      config: { access: access.user },
      schema: { tags, params: invitationParams, response: { 200: endpoints.revokeInvitation.response } },
    },
    async (request) => {
      await revokeInvitation(platform, invitationIdOf(request.params.uuid), sessionOf(request).userId, request);
      return { message: INVITATION_MESSAGES.revokedByYou };
    },
  );
}
