// Creating and changing a search. Visitors create (the search belongs to their guest key); editing,
// renaming, sharing and publishing prompt them to identify (SPEC.md section 6), so those need an
// account: the one owning the search, or holding the guest key of a search nobody claimed yet.
// Everyone else gets 403 'Para realizar esta acción debes haber creado esta búsqueda.'.
import { searchEndpoints as endpoints, SEARCH_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { access, sessionOf } from '../../http/index.ts';
import { scopeOnSite } from '../../microsite/index.ts';
import type { Platform } from '../../platform.ts';
import { loadCriteria } from '../criteria/loadCriteria.ts';
import type { SearchActor } from '../ownership.ts';
import { actorFor, newSearchActor } from '../searchActor.ts';
import { createSearch, runSearchCommand } from '../searchCommands.ts';
import type { SearchCommand } from '../searchDecider.ts';
import { readableSearchRow, searchIdOf, searchParams, written } from '../searchParams.ts';

const tags = ['search'];

interface Change {
  command: SearchCommand;
  message: string;
}

export function registerSearchWriteRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  const responses = { 200: endpoints.createSearch.response };
  /** The owner of a private group's search who left the group changes it no more (nor reads it). */
  const actorIn = async (request: FastifyRequest, searchId: string) => {
    await readableSearchRow(platform, request, searchId);
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

  /** An owner's change of the search at the address: `decide` builds the command and the message to answer. */
  const changeRoute = <Body extends z.ZodType>(
    endpoint: { path: string; body: Body },
    decide: (request: FastifyRequest, body: z.infer<Body>, actor: SearchActor) => Promise<Change> | Change,
  ) =>
    api.put(
      endpoint.path,
      {
        config: { access: access.user },
        schema: { tags, params: searchParams, body: endpoint.body, response: responses },
      },
      async (request) => {
        const id = searchIdOf(request.params.uuid);
        const actor = await actorIn(request, id);
        const { command, message } = await decide(request, request.body as z.infer<Body>, actor);
        await runSearchCommand(platform, id, command, request.commandContext);
        return written(platform, request, id, message);
      },
    );

  changeRoute(endpoints.changeSearch, async (_request, body, actor) => {
    const { criteria } = await loadCriteria(platform, body);
    return { command: { type: 'change', actor, criteria }, message: SEARCH_MESSAGES.updated };
  });
  changeRoute(endpoints.titleSearch, (_request, { title }, actor) => ({
    command: { type: 'title', actor, title },
    message: SEARCH_MESSAGES.updated,
  }));
  changeRoute(endpoints.shareSearch, (request, { shareable, filtered }, actor) => ({
    command: { type: 'share', actor, shareable, filtered, premium: sessionOf(request).isPremium },
    message: shareable ? SEARCH_MESSAGES.shared : SEARCH_MESSAGES.updated,
  }));
  changeRoute(endpoints.chooseSearchConsensus, (_request, { rule }, actor) => ({
    command: { type: 'chooseConsensus', actor, rule },
    message: SEARCH_MESSAGES.updated,
  }));
  changeRoute(endpoints.publishSearch, (_request, body, actor) => {
    const { title = null, description } = body;
    return {
      command: { type: 'publish', actor, public: body.public, title, description },
      message: body.public ? SEARCH_MESSAGES.published : SEARCH_MESSAGES.unpublished,
    };
  });
}
