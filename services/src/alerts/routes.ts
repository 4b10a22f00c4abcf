// GET/PUT /api/search/:uuid/alerts: a participant's instant alerts for a search (push, and e-mail
// beside it when asked). Only someone taking part (the owner, or an account that joined) may turn
// them on: 403 'Para recibir alertas tenés que participar de esta búsqueda.'. Turning them on also
// turns the 'search_alert' notification type back on in the person's settings: they just asked.
import { searchAlertEndpoints as endpoints, SEARCH_ALERT_MESSAGES, type SearchAlertSetting } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../commands/index.ts';
import { access, sessionOf } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { readableSearchRow, searchIdOf, searchParams } from '../search/index.ts';
import { switchSearchAlerts } from './switchSearchAlerts.ts';

export { alertLiveFacts } from './alertLiveFacts.ts';

async function participantSearch(platform: Platform, request: FastifyRequest, uuid: string) {
  const searchId = searchIdOf(uuid);
  await readableSearchRow(platform, request, searchId);
  const { userId } = sessionOf(request);
  const participant = await platform.db
    .selectFrom('search_participants')
    .select('participant_key')
    .where('search_id', '=', searchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!participant) throw new DomainError('forbidden', SEARCH_ALERT_MESSAGES.notParticipant);
  return { searchId, userId };
}

async function settingOf(platform: Platform, searchId: string, userId: string): Promise<SearchAlertSetting> {
  const row = await platform.db
    .selectFrom('search_alerts')
    .select('email')
    .where('search_id', '=', searchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { on: row !== undefined, email: row?.email ?? false };
}

export function registerAlertRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.user };
  const tags = ['search'];

  api.get(
    endpoints.show.path,
    { config, schema: { tags, params: searchParams, response: { 200: endpoints.show.response } } },
    async (request) => {
      const { searchId, userId } = await participantSearch(platform, request, request.params.uuid);
      return settingOf(platform, searchId, userId);
    },
  );

  api.put(
    endpoints.save.path,
    {
      config,
      schema: { tags, params: searchParams, body: endpoints.save.body, response: { 200: endpoints.save.response } },
    },
    async (request) => {
      const { searchId, userId } = await participantSearch(platform, request, request.params.uuid);
      const { on, email } = request.body;
      await switchSearchAlerts(platform, { searchId, userId, on, email }, request.commandContext);
      const message = on ? SEARCH_ALERT_MESSAGES.on : SEARCH_ALERT_MESSAGES.off;
      return { message, data: await settingOf(platform, searchId, userId) };
    },
  );
}
