// Prediction (SPEC.md section 6: the search's owner, premium): how many publications the group is
// likely to like, and including them (best first) in the search.
import { swipeEndpoints as endpoints, SEARCH_MESSAGES, selectedMessage } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../commands/index.ts';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { resultCards, searchParams } from '../../search/index.ts';
import { participantIdentity, swipeSearchOf } from '../access/swipeAccess.ts';
import { runParticipantCommand } from '../participant/participantCommands.ts';
import type { ParticipantIdentity } from '../participant/participantDecider.ts';
import { predictedPublications, selectedPrediction } from './prediction.ts';

async function ownerOf(platform: Platform, request: FastifyRequest, uuid: string) {
  const identity = participantIdentity(request, await swipeSearchOf(platform, request, uuid));
  if (identity.role !== 'owner') throw new DomainError('forbidden', SEARCH_MESSAGES.ownerOnly);
  return identity;
}

async function include(platform: Platform, identity: ParticipantIdentity, request: FastifyRequest, ids: string[]) {
  const command = { ...identity, type: 'includePrediction', publicationIds: ids } as const;
  await runParticipantCommand(platform, command, request.commandContext);
}

export function registerPredictionRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['swipe'], params: searchParams, body: endpoints.predictCount.body };

  api.post(
    endpoints.predictCount.path,
    { config: { access: access.premium }, schema: { ...schema, response: { 200: endpoints.predictCount.response } } },
    async (request) => {
      const identity = await ownerOf(platform, request, request.params.uuid);
      const predicted = await predictedPublications(platform, identity.searchId, request.body.except);
      return { count: predicted.length };
    },
  );

  api.post(
    endpoints.predictSelect.path,
    { config: { access: access.premium }, schema: { ...schema, response: { 200: endpoints.predictSelect.response } } },
    async (request) => {
      const identity = await ownerOf(platform, request, request.params.uuid);
      const selected = selectedPrediction(
        await predictedPublications(platform, identity.searchId, request.body.except),
      );
      await include(platform, identity, request, selected);
      const results = await resultCards(
        platform,
        selected,
        request.session?.userId ?? null,
        request.commandContext.now,
      );
      return { message: selectedMessage(results.length), data: { results } };
    },
  );
}
