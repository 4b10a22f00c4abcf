// The caller's groups: list, create (premium), show and change (admins), leave (members).
import { randomUUID } from 'node:crypto';
import {
  groupEndpoints as endpoints,
  GROUP_LOGO_DATA_URL_MAX,
  GROUP_MESSAGES,
  type GroupInput,
  type GroupProfile,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, paged, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { runGroupCommand } from '../groupCommands.ts';
import { storeGroupLogo } from '../logo/groupLogo.ts';
import { groupParams, memberGroup } from '../membership/membership.ts';
import { listAccountGroups } from '../queries/accountGroups.ts';
import { showGroup } from '../queries/groupView.ts';

const tags = ['group'];
/** A logo travels inside the JSON body as a data URL. */
const LOGO_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

function profileOf(input: GroupInput, logoUrl: string | null): GroupProfile {
  const { name, description, discoverable, address } = input;
  return { name, description, logoUrl, discoverable, address };
}

async function shownGroup(platform: Platform, groupId: string, userId: string) {
  const { group, membership } = await memberGroup(platform.db, groupId, userId);
  return showGroup(platform.db, group, membership);
}

export function registerGroupRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const premium = { access: access.premium };

  api.get(
    endpoints.listGroups.path,
    {
      config: premium,
      schema: { tags, querystring: endpoints.listGroups.query, response: { 200: endpoints.listGroups.response } },
    },
    async (request) => {
      const { rows, total } = await listAccountGroups(platform.db, sessionOf(request).userId, request.query);
      return paged(rows, total, request.query, request.url);
    },
  );

  api.post(
    endpoints.createGroup.path,
    {
      config: { access: access.premium, requestTextMax: GROUP_LOGO_DATA_URL_MAX },
      bodyLimit: LOGO_BODY_LIMIT_BYTES,
      schema: { tags, body: endpoints.createGroup.body, response: { 201: endpoints.createGroup.response } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const groupId = randomUUID();
      const logoUrl = request.body.logo ? await storeGroupLogo(platform, groupId, request.body.logo) : null;
      const profile = profileOf(request.body, logoUrl);
      const command = {
        type: 'create',
        groupId,
        creatorId: session.userId,
        premium: session.isPremium,
        public: request.body.public,
        profile,
      } as const;
      await runGroupCommand(platform, groupId, command, request.commandContext);
      return reply
        .status(201)
        .send({ message: GROUP_MESSAGES.created, data: await shownGroup(platform, groupId, session.userId) });
    },
  );

  api.get(
    endpoints.showGroup.path,
    { config: premium, schema: { tags, params: groupParams, response: { 200: endpoints.showGroup.response } } },
    (request) => shownGroup(platform, request.params.id, sessionOf(request).userId),
  );

  api.put(
    endpoints.updateGroup.path,
    {
      config: { ...premium, requestTextMax: GROUP_LOGO_DATA_URL_MAX },
      bodyLimit: LOGO_BODY_LIMIT_BYTES,
      schema: {
        tags,
        params: groupParams,
        body: endpoints.updateGroup.body,
        response: { 200: endpoints.updateGroup.response },
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const { group } = await memberGroup(platform.db, request.params.id, userId, true);
      const { logo } = request.body;
      const logoUrl =
        logo === undefined ? group.logo_url : logo === null ? null : await storeGroupLogo(platform, group.id, logo);
      const command = {
        type: 'change',
        actorId: userId,
        public: request.body.public,
        profile: profileOf(request.body, logoUrl),
      } as const;
      await runGroupCommand(platform, group.id, command, request.commandContext);
      return { message: GROUP_MESSAGES.updated, data: await shownGroup(platform, group.id, userId) };
    },
  );

  api.delete(
    endpoints.leaveGroup.path,
    {
      config: { access: access.user },
      schema: {
        tags,
        params: groupParams,
        body: endpoints.leaveGroup.body,
        response: { 200: endpoints.leaveGroup.response },
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const { group } = await memberGroup(platform.db, request.params.id, userId);
      const successorId = request.body?.successor_id ?? null;
      await runGroupCommand(platform, group.id, { type: 'leave', userId, successorId }, request.commandContext);
      return { message: GROUP_MESSAGES.left };
    },
  );
}
