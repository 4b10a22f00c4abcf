// Taking part in a search: joining through its share link, finishing a selection (which tells the
// owner), and the caller's totals.
import { swipeEndpoints as endpoints, SWIPE_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { searchParams } from '../../search/index.ts';
import { participantIdentity, requireParticipant, swipeSearchOf } from '../access/swipeAccess.ts';
import { runParticipantCommand } from '../participant/participantCommands.ts';
import { swipeTotals } from './totals.ts';

const tags = ['swipe'];

export function registerParticipationRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  const messageResponse = { 200: endpoints.joinSearch.response };

  // Visitors may call it: the owner holding the guest key joins nothing; anyone else must identify.
  api.post(
    endpoints.joinSearch.path,
    { config: { access: access.visitor }, schema: { tags, params: searchParams, response: messageResponse } },
    async (request) => {
      const identity = participantIdentity(request, await swipeSearchOf(platform, request, request.params.uuid));
      await runParticipantCommand(platform, { ...identity, type: 'join' }, request.commandContext);
      return { message: null };
    },
  );

  api.post(
    endpoints.finishSelection.path,
    { config: { access: access.user }, schema: { tags, params: searchParams, response: messageResponse } },
    async (request) => {
      const search = await swipeSearchOf(platform, request, request.params.uuid);
      const identity = participantIdentity(request, search);
      const command = { ...identity, type: 'finish', searchOwner: search.owner_user_id } as const;
      await runParticipantCommand(platform, command, request.commandContext);
      return { message: SWIPE_MESSAGES.selectionFinished };
    },
  );

  api.get(
    endpoints.swipeTotals.path,
    {
      config: { access: access.visitor },
      schema: { tags, params: searchParams, response: { 200: endpoints.swipeTotals.response } },
    },
    async (request) => {
      const search = await swipeSearchOf(platform, request, request.params.uuid);
      return swipeTotals(platform, await requireParticipant(db, request, search));
    },
  );
}
