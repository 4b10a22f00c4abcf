// Members of a group: the list (members), invitations, admin flags and removals (admins).
import { randomUUID } from 'node:crypto';
import { groupEndpoints as endpoints, GROUP_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, paged, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { currentGroup, runGroupCommand, runInvitationCommand } from '../groupCommands.ts';
import { groupParams, memberGroup } from '../membership/membership.ts';
import { listMembers } from '../queries/members.ts';

const tags = ['group'];
const memberParams = groupParams.extend({ userId: z.string().max(100) });

function userIdOf(value: string): string {
  if (!z.uuid().safeParse(value).success) throw DomainError.notFound();
  return value;
}

export function registerMemberRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const premium = { access: access.premium };

  api.get(
    endpoints.listMembers.path,
    {
      config: premium,
      schema: {
        tags,
        params: groupParams,
        querystring: endpoints.listMembers.query,
        response: { 200: endpoints.listMembers.response },
      },
    },
    async (request) => {
      const { group } = await memberGroup(platform.db, request.params.id, sessionOf(request).userId);
      const { rows, total } = await listMembers(platform.db, group.id, request.query);
      return paged(rows, total, request.query, request.url);
    },
  );

  api.post(
    endpoints.invite.path,
    { config: premium, schema: { tags, params: groupParams, response: { 200: endpoints.invite.response } } },
    async (request) => {
      const userId = sessionOf(request).userId;
      const { group } = await memberGroup(platform.db, request.params.id, userId, true);
      const current = await currentGroup(platform, group.id);
      if (!current) throw DomainError.notFound();
      const invitationId = randomUUID();
      const command = {
        type: 'issue',
        invitationId,
        groupId: group.id,
        issuedBy: userId,
        issuerIsAdmin: current.members[userId]?.admin === true,
        now: request.commandContext.now,
      } as const;
      const { state } = await runInvitationCommand(platform, invitationId, command, request.commandContext);
      return { uuid: invitationId, expires_at: state.status === 'absent' ? '' : state.expiresAt };
    },
  );

  api.put(
    endpoints.changeMember.path,
    {
      config: premium,
      schema: {
        tags,
        params: memberParams,
        body: endpoints.changeMember.body,
        response: { 200: endpoints.changeMember.response },
      },
    },
    async (request) => {
      const actorId = sessionOf(request).userId;
      const { group } = await memberGroup(platform.db, request.params.id, actorId, true);
      const command = {
        type: 'setAdmin',
        actorId,
        userId: userIdOf(request.params.userId),
        admin: request.body.admin,
      } as const;
      await runGroupCommand(platform, group.id, command, request.commandContext);
      return { message: GROUP_MESSAGES.memberUpdated };
    },
  );

  api.delete(
    endpoints.removeMember.path,
    {
      config: premium,
      schema: {
        tags,
        params: memberParams,
        querystring: endpoints.removeMember.query,
        response: { 200: endpoints.removeMember.response },
      },
    },
    async (request) => {
      const actorId = sessionOf(request).userId;
      const { group } = await memberGroup(platform.db, request.params.id, actorId, true);
      const withInvitees = request.query.with_invitees === 'true';
      const command = { type: 'remove', actorId, userId: userIdOf(request.params.userId), withInvitees } as const;
      await runGroupCommand(platform, group.id, command, request.commandContext);
      return { message: GROUP_MESSAGES.memberRemoved };
    },
  );
}
