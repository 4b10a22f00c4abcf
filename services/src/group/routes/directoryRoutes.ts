// The public group directory: anyone lists and opens listed groups; administrators' contact
// details only reach signed-in callers.
import { groupEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../commands/index.ts';
import { access, paged } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { findGroupRow, groupIdOf, groupParams, membershipOf } from '../membership/membership.ts';
import { listDirectory, publicGroup } from '../queries/directory.ts';

const tags = ['group'];

export function registerDirectoryRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyone = { access: access.visitor };

  api.get(
    endpoints.directory.path,
    {
      config: anyone,
      schema: { tags, querystring: endpoints.directory.query, response: { 200: endpoints.directory.response } },
    },
    async (request) => {
      const { rows, total } = await listDirectory(platform.db, request.query, request.session !== null);
      return paged(rows, total, request.query, request.url);
    },
  );

  api.get(
    endpoints.publicGroup.path,
    { config: anyone, schema: { tags, params: groupParams, response: { 200: endpoints.publicGroup.response } } },
    async (request) => {
      const groupId = groupIdOf(request.params.id);
      const userId = request.session?.userId ?? null;
      const [row, membership] = await Promise.all([
        findGroupRow(platform.db, groupId),
        membershipOf(platform.db, groupId, userId),
      ]);
      const group = row && (await publicGroup(platform.db, row, membership, userId !== null));
      if (!group) throw DomainError.notFound();
      return group;
    },
  );
}
