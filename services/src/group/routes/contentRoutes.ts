// What a group holds, for its members: its active (published) searches with pins, and its
// internal portfolio, each with the categories its filter offers.
import { groupEndpoints as endpoints, GROUP_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, paged, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { findSearchRows } from '../../search/index.ts';
import { runGroupCommand } from '../groupCommands.ts';
import { groupParams, memberGroup } from '../membership/membership.ts';
import { groupSearchCategories, listGroupSearches } from '../queries/groupSearches.ts';
import { listPortfolio, portfolioCategories } from '../queries/portfolio.ts';

const tags = ['group'];
const searchParams = groupParams.extend({ searchId: z.string().max(100) });

/** The group a search is published to (null: unknown, or not published to a group). */
async function publishedGroupOf(platform: Platform, searchId: string): Promise<string | null> {
  if (!z.uuid().safeParse(searchId).success) return null;
  const [row] = await findSearchRows(platform.db, [searchId]);
  return row?.public ? row.group_id : null;
}

export function registerContentRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const premium = { access: access.premium };
  const member = (request: { params: { id: string } }, userId: string) =>
    memberGroup(platform.db, request.params.id, userId);

  api.get(
    endpoints.listGroupSearches.path,
    {
      config: premium,
      schema: {
        tags,
        params: groupParams,
        querystring: endpoints.listGroupSearches.query,
        response: { 200: endpoints.listGroupSearches.response },
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const { group } = await member(request, userId);
      const { now } = request.commandContext;
      const { rows, total } = await listGroupSearches(platform.db, group.id, userId, request.query, now);
      return paged(rows, total, request.query, request.url);
    },
  );

  api.get(
    endpoints.groupSearchCategories.path,
    {
      config: premium,
      schema: { tags, params: groupParams, response: { 200: endpoints.groupSearchCategories.response } },
    },
    async (request) => groupSearchCategories(platform.db, (await member(request, sessionOf(request).userId)).group.id),
  );

  for (const endpoint of [endpoints.pinSearch, endpoints.unpinSearch]) {
    const pinning = endpoint === endpoints.pinSearch;
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      config: premium,
      schema: { tags, params: searchParams, response: { 200: endpoint.response } },
      handler: async (request) => {
        const userId = sessionOf(request).userId;
        const { group } = await member(request, userId);
        const searchId = request.params.searchId;
        const searchGroupId = await publishedGroupOf(platform, searchId);
        if (!searchGroupId && pinning) throw new DomainError('not_found', GROUP_MESSAGES.searchNotInGroup);
        const command = pinning
          ? ({ type: 'pin', userId, searchId, searchGroupId } as const)
          : ({ type: 'unpin', userId, searchId } as const);
        await runGroupCommand(platform, group.id, command, request.commandContext);
        return { message: pinning ? GROUP_MESSAGES.pinned : GROUP_MESSAGES.unpinned };
      },
    });
  }

  api.get(
    endpoints.listPortfolio.path,
    {
      config: premium,
      schema: {
        tags,
        params: groupParams,
        querystring: endpoints.listPortfolio.query,
        response: { 200: endpoints.listPortfolio.response },
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const { group } = await member(request, userId);
      const { rows, total } = await listPortfolio(
        platform,
        group.id,
        userId,
        request.query,
        request.commandContext.now,
      );
      return paged(rows, total, request.query, request.url);
    },
  );

  api.get(
    endpoints.portfolioCategories.path,
    {
      config: premium,
      schema: { tags, params: groupParams, response: { 200: endpoints.portfolioCategories.response } },
    },
    async (request) => portfolioCategories(platform.db, (await member(request, sessionOf(request).userId)).group.id),
  );
}
