// Deciding while swiping: like, reject, superlike, comment, undo, like all, and the visits that
// mark what a participant saw. Participants only (the owner, also as a guest, and joined members).
import {
  type DecisionRequest,
  swipeEndpoints as endpoints,
  participantKey,
  SWIPE_MESSAGES,
  selectedMessage,
} from '@app/contracts';
import type { ReadModels } from '@app/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../commands/index.ts';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { searchParams } from '../../search/index.ts';
import { checkSuperlikeAllowance } from '../access/superlikeAllowance.ts';
import { participantIdentity, swipeSearchOf } from '../access/swipeAccess.ts';
import { runParticipantCommand } from '../participant/participantCommands.ts';
import type { ParticipantCommand, ParticipantIdentity } from '../participant/participantDecider.ts';
import { existingPublications, publicationOwners } from '../publicationFacts.ts';
import { coincidencesFor, NO_COINCIDENCES } from './coincidences.ts';

const tags = ['swipe'];

/**
 * Decisions and visits, the busiest writes, answer once recorded: the swipe screen keeps its own
 * state, and waiting for every read model would put their lag into each swipe. A decision's
 * coincidences are then those with likes the read models already hold (any made more than a few
 * milliseconds before); one formed by two likes closer than that still reaches everyone as the
 * live coincidence, sent once the read models have applied both.
 */
const RECORDED_IS_ENOUGH = { awaitReadModels: false } as const;

function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * The search and, when one is named, the publication's owners, read at once on the busiest routes.
 * Their errors still come in the order of reading them one by one: the search's at once, the
 * publication's (404) when `owners` is asked for, after the caller's identity was checked.
 */
async function searchAndOwners(
  readModels: ReadModels,
  request: FastifyRequest,
  uuid: string,
  publicationId: string | null,
) {
  const [search, owners] = await Promise.allSettled([
    swipeSearchOf(readModels, request, uuid),
    publicationId === null ? Promise.resolve([]) : publicationOwners(readModels, publicationId),
  ]);
  return { search: settledValue(search), owners: () => settledValue(owners) };
}

function decisionCommand(
  identity: ParticipantIdentity,
  body: DecisionRequest,
  owners: readonly string[],
): ParticipantCommand {
  const { publication_id: publicationId } = body;
  if (body.like === undefined) return { ...identity, type: 'comment', publicationId, comment: body.comment ?? null };
  const searcher = identity.participant.kind === 'user' ? identity.participant.userId : null;
  const publicationOwnersToTell = owners.filter((owner) => owner !== searcher);
  return {
    ...identity,
    type: 'decide',
    publicationId,
    like: body.like,
    super: body.is_super,
    publicationOwners: publicationOwnersToTell,
  };
}

export function registerDecisionRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  const messageResponse = { 200: endpoints.undoDecision.response };

  api.post(
    endpoints.decide.path,
    {
      config: { access: access.visitor },
      schema: { tags, params: searchParams, body: endpoints.decide.body, response: { 200: endpoints.decide.response } },
    },
    async (request) => {
      const { search, owners } = await searchAndOwners(
        platform,
        request,
        request.params.uuid,
        request.body.publication_id,
      );
      const identity = participantIdentity(request, search);
      const command = decisionCommand(identity, request.body, owners());
      if (request.body.is_super && identity.participant.kind === 'user') {
        await checkSuperlikeAllowance(platform, identity.participant.userId);
      }
      const recorded = runParticipantCommand(platform, command, request.commandContext, RECORDED_IS_ENOUGH);
      if (request.body.like !== true) {
        await recorded;
        return { coincidences: NO_COINCIDENCES };
      }
      // Who else likes it does not depend on this like: asked while it is recorded, answered only if it is.
      const key = participantKey(identity.participant);
      const [, coincidences] = await Promise.all([
        recorded,
        coincidencesFor(db, identity.searchId, request.body.publication_id, key),
      ]);
      return { coincidences };
    },
  );

  api.post(
    endpoints.undoDecision.path,
    {
      config: { access: access.visitor },
      schema: { tags, params: searchParams, body: endpoints.undoDecision.body, response: messageResponse },
    },
    async (request) => {
      const identity = participantIdentity(request, await swipeSearchOf(platform, request, request.params.uuid));
      const publicationId = request.body.publication_id;
      await runParticipantCommand(platform, { ...identity, type: 'undo', publicationId }, request.commandContext);
      return { message: null };
    },
  );

  api.post(
    endpoints.likeAll.path,
    {
      config: { access: access.visitor },
      schema: {
        tags,
        params: searchParams,
        body: endpoints.likeAll.body,
        response: { 200: endpoints.likeAll.response },
      },
    },
    async (request) => {
      const identity = participantIdentity(request, await swipeSearchOf(platform, request, request.params.uuid));
      const publicationIds = await existingPublications(db, request.body.publication_ids);
      if (publicationIds.length === 0) throw DomainError.invalidField('publication_ids', SWIPE_MESSAGES.noneSelected);
      const command = { ...identity, type: 'likeAll', publicationIds } as const;
      const outcome = await runParticipantCommand(platform, command, request.commandContext);
      return { message: selectedMessage(publicationIds.length), liked: outcome.events.length };
    },
  );

  api.post(
    endpoints.visitSearch.path,
    {
      config: { access: access.visitor },
      schema: { tags, params: searchParams, body: endpoints.visitSearch.body, response: messageResponse },
    },
    async (request) => {
      const publicationId = request.body.publication_id;
      const { search, owners } = await searchAndOwners(platform, request, request.params.uuid, publicationId);
      const identity = participantIdentity(request, search);
      owners(); // a visited publication must exist (404), its owners aside
      const command = { ...identity, type: 'visit', publicationId, now: request.commandContext.now } as const;
      await runParticipantCommand(platform, command, request.commandContext, RECORDED_IS_ENOUGH);
      return { message: null };
    },
  );
}
