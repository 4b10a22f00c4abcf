// Creating and changing a search. Visitors create (the search belongs to their guest key); editing,
// renaming, sharing and publishing prompt them to identify (SPEC.md section 6), so those need an
// account: the one owning the search, or holding the guest key of a search nobody claimed yet.
// Everyone else gets 403 'Para realizar esta acción debes haber creado esta búsqueda.'.
import { searchEndpoints as endpoints, SEARCH_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, sessionOf } from '../../http/index.ts';
import { scopeOnSite } from '../../microsite/index.ts';
import type { Platform } from '../../platform.ts';
import { loadCriteria } from '../criteria/loadCriteria.ts';
import { actorFor, newSearchActor } from '../searchActor.ts';
import { createSearch, runSearchCommand } from '../searchCommands.ts';
import { readableSearchRow, searchIdOf, searchParams, written } from '../searchParams.ts';

const tags = ['search'];

export function registerSearchWriteRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  const responses = { 200: endpoints.createSearch.response };
  /** The owner of a private group's search who left the group changes it no more (nor reads it). */
  const actorIn = async (request: FastifyRequest, searchId: string) => {
    await readableSearchRow(db, request, searchId);
    return actorFor(db, request, searchId);
  };

  api.post(
    endpoints.createSearch.path,
    { config: { access: access.visitor }, schema: { tags, body: endpoints.createSearch.body, response: responses } },
    async (request) => {
      const body = scopeOnSite(request.body, request.microsite);
      const id = await createSearch(platform, body, newSearchActor(request), request.commandContext);
      return written(platform, request, id, null);
    },
  );

  api.put(
    endpoints.changeSearch.path,
    {
      config: { access: access.user },
      schema: { tags, params: searchParams, body: endpoints.changeSearch.body, response: responses },
    },
    async (request) => {
      const id = searchIdOf(request.params.uuid);
      const actor = await actorIn(request, id);
      const { criteria } = await loadCriteria(db, request.body);
      await runSearchCommand(platform, id, { type: 'change', actor, criteria }, request.commandContext);
      return written(platform, request, id, SEARCH_MESSAGES.updated);
    },
  );

  api.put(
    endpoints.titleSearch.path,
    {
      config: { access: access.user },
      schema: { tags, params: searchParams, body: endpoints.titleSearch.body, response: responses },
    },
    async (request) => {
      const id = searchIdOf(request.params.uuid);
      const command = { type: 'title', actor: await actorIn(request, id), title: request.body.title } as const;
      await runSearchCommand(platform, id, command, request.commandContext);
      return written(platform, request, id, SEARCH_MESSAGES.updated);
    },
  );

  api.put(
    endpoints.shareSearch.path,
    {
      config: { access: access.user },
      schema: { tags, params: searchParams, body: endpoints.shareSearch.body, response: responses },
    },
    async (request) => {
      const id = searchIdOf(request.params.uuid);
      const { shareable, filtered } = request.body;
      const premium = sessionOf(request).isPremium;
      const command = { type: 'share', actor: await actorIn(request, id), shareable, filtered, premium } as const;
      await runSearchCommand(platform, id, command, request.commandContext);
      return written(platform, request, id, shareable ? SEARCH_MESSAGES.shared : SEARCH_MESSAGES.updated);
    },
  );

  api.put(
    endpoints.chooseSearchConsensus.path,
    {
      config: { access: access.user },
      schema: { tags, params: searchParams, body: endpoints.chooseSearchConsensus.body, response: responses },
    },
    async (request) => {
      const id = searchIdOf(request.params.uuid);
      const command = { type: 'chooseConsensus', actor: await actorIn(request, id), rule: request.body.rule } as const;
      await runSearchCommand(platform, id, command, request.commandContext);
      return written(platform, request, id, SEARCH_MESSAGES.updated);
    },
  );

  api.put(
    endpoints.publishSearch.path,
    {
      config: { access: access.user },
      schema: { tags, params: searchParams, body: endpoints.publishSearch.body, response: responses },
    },
    async (request) => {
      const id = searchIdOf(request.params.uuid);
      const { title = null, description } = request.body;
      const actor = await actorIn(request, id);
      const command = { type: 'publish', actor, public: request.body.public, title, description } as const;
      await runSearchCommand(platform, id, command, request.commandContext);
      const message = request.body.public ? SEARCH_MESSAGES.published : SEARCH_MESSAGES.unpublished;
      return written(platform, request, id, message);
    },
  );
}
