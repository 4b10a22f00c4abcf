// A person's own searches: the searchable paged list, the latest 15 for the landing, and deletion.
import { searchEndpoints as endpoints, LANDING_LATEST_SEARCHES, SEARCH_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, paged, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { actorFor } from '../searchActor.ts';
import { runSearchCommand } from '../searchCommands.ts';
import { idParams, searchIdOf, viewerOf } from '../searchParams.ts';
import { toSearches } from '../searchResponse.ts';
import { accountSearches, latestSearches } from './accountSearches.ts';

const tags = ['account/search'];
const config = { access: access.user };

export function registerAccountSearchRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  // Registered before '/account/search/:id' would be; '/list' is static and wins anyway.
  api.get(
    endpoints.latestAccountSearches.path,
    { config, schema: { tags, response: { 200: endpoints.latestAccountSearches.response } } },
    async (request) => {
      const rows = await latestSearches(db, sessionOf(request).userId, LANDING_LATEST_SEARCHES);
      return toSearches(db, rows, viewerOf(request));
    },
  );

  api.get(
    endpoints.listAccountSearches.path,
    {
      config,
      schema: {
        tags,
        querystring: endpoints.listAccountSearches.query,
        response: { 200: endpoints.listAccountSearches.response },
      },
    },
    async (request) => {
      const { rows, total } = await accountSearches(db, sessionOf(request).userId, request.query);
      return paged(await toSearches(db, rows, viewerOf(request)), total, request.query, request.url);
    },
  );

  api.delete(
    endpoints.deleteAccountSearch.path,
    { config, schema: { tags, params: idParams, response: { 200: endpoints.deleteAccountSearch.response } } },
    async (request) => {
      const id = searchIdOf(request.params.id);
      const command = { type: 'delete', actor: await actorFor(db, request, id) } as const;
      await runSearchCommand(platform, id, command, request.commandContext);
      return { message: SEARCH_MESSAGES.deleted };
    },
  );
}
