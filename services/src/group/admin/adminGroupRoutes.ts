// /api/admin/group (permission groups): list with member counts, show, change and delete any
// group. No create: groups are their members' (SPEC.md section 2, "Admin screens").
import {
  GROUP_LOGO_DATA_URL_MAX,
  GROUP_MESSAGES,
  type GroupInput,
  groupInputSchema,
  groupSchema,
  messageSchema,
  pagedGroupsSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, foldedContains, paged, pageQuerySchema } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { runGroupCommand } from '../groupCommands.ts';
import { storeGroupLogo } from '../logo/groupLogo.ts';
import { findGroupRow, groupIdOf, groupParams } from '../membership/membership.ts';
import { showGroup, toGroup } from '../queries/groupView.ts';

const tags = ['/admin/group'];
const PATH = '/admin/group';
const writeResponse = z.object({ message: z.string(), data: groupSchema });

async function foundGroup(platform: Platform, rawId: string) {
  const row = await findGroupRow(platform.db, groupIdOf(rawId));
  if (!row) throw DomainError.notFound();
  return row;
}

async function listGroups(platform: Platform, query: z.output<typeof pageQuerySchema>) {
  const filtered = platform.db
    .selectFrom('groups')
    .$if(Boolean(query.search), (builder) => builder.where(foldedContains('name', query.search ?? '')));
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return { rows: rows.map((row) => toGroup(row, null)), total: Number(total) };
}

function profileOf(input: GroupInput, logoUrl: string | null) {
  const { name, description, discoverable, address } = input;
  return { name, description, logoUrl, discoverable, address };
}

export function registerAdminGroupRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.permission('groups') };

  api.get(
    PATH,
    { config, schema: { tags, querystring: pageQuerySchema, response: { 200: pagedGroupsSchema } } },
    async (request) => {
      const { rows, total } = await listGroups(platform, request.query);
      return paged(rows, total, request.query, request.url);
    },
  );

  api.get(
    `${PATH}/:id`,
    { config, schema: { tags, params: groupParams, response: { 200: groupSchema } } },
    async (request) => showGroup(platform.db, await foundGroup(platform, request.params.id), null),
  );

  api.put(
    `${PATH}/:id`,
    {
      config: { ...config, requestTextMax: GROUP_LOGO_DATA_URL_MAX },
      bodyLimit: 6 * 1024 * 1024,
      schema: { tags, params: groupParams, body: groupInputSchema, response: { 200: writeResponse } },
    },
    async (request) => {
      const row = await foundGroup(platform, request.params.id);
      const { logo } = request.body;
      const logoUrl =
        logo === undefined ? row.logo_url : logo === null ? null : await storeGroupLogo(platform, row.id, logo);
      const command = {
        type: 'change',
        actorId: null,
        public: request.body.public,
        profile: profileOf(request.body, logoUrl),
      } as const;
      await runGroupCommand(platform, row.id, command, request.commandContext);
      return {
        message: GROUP_MESSAGES.updated,
        data: await showGroup(platform.db, await foundGroup(platform, row.id), null),
      };
    },
  );

  api.delete(
    `${PATH}/:id`,
    { config, schema: { tags, params: groupParams, response: { 200: messageSchema } } },
    async (request) => {
      const row = await foundGroup(platform, request.params.id);
      await runGroupCommand(platform, row.id, { type: 'delete', actorId: null }, request.commandContext);
      return { message: GROUP_MESSAGES.deleted };
    },
  );
}
