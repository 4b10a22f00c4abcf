// 'Descartadas': an account's discards and restoring one (issue 26, "Discarded stays discarded").
import { DISCARD_MESSAGES, swipeEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../commands/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { discardsOf } from './discardsQuery.ts';
import { restoreDiscard } from './restoreDiscard.ts';

const tags = ['swipe'];

export function registerDiscardRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.discards.path,
    {
      config: { access: access.user },
      schema: { tags, querystring: endpoints.discards.query, response: { 200: endpoints.discards.response } },
    },
    async (request) => {
      const viewer = { userId: sessionOf(request).userId, now: request.commandContext.now, url: request.url };
      return discardsOf(platform, request.query, viewer);
    },
  );

  api.post(
    endpoints.restoreDiscard.path,
    {
      config: { access: access.user },
      schema: { tags, body: endpoints.restoreDiscard.body, response: { 200: endpoints.restoreDiscard.response } },
    },
    async (request) => {
      const restored = await restoreDiscard(platform, sessionOf(request).userId, request.body, request.commandContext);
      if (restored === 0) throw DomainError.notFound();
      return { message: DISCARD_MESSAGES.restored };
    },
  );
}
