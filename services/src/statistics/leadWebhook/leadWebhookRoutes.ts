// GET/PUT /account/lead-webhook: a premium seller's lead webhook, its signing secret (shown to them
// only) and its latest deliveries. A URL must be http(s) and public, as synchronizer feeds are.
import {
  leadWebhookEndpoints as endpoints,
  LEAD_WEBHOOK_MESSAGES,
  LEAD_WEBHOOK_RECENT_DELIVERIES,
  type LeadWebhook,
  leadWebhookStream,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, sessionOf } from '../../http/index.ts';
import { checkPublicUrlField } from '../../outboundFetch/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { leadWebhookDecider } from './leadWebhookDecider.ts';
import { leadWebhookSecret, newSecretSalt } from './webhookSecret.ts';

async function showWebhook(platform: Platform, userId: string): Promise<LeadWebhook> {
  const [webhook, deliveries] = await Promise.all([
    platform.db.selectFrom('lead_webhooks').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    platform.db
      .selectFrom('lead_webhook_deliveries')
      .select(['id', 'created_at', 'outcome', 'attempts', 'last_status'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(LEAD_WEBHOOK_RECENT_DELIVERIES)
      .execute(),
  ]);
  return {
    url: webhook?.url ?? null,
    secret: webhook ? leadWebhookSecret(platform.config.jwtSecret, userId, webhook.secret_salt) : null,
    deliveries: deliveries.map((delivery) => ({ ...delivery, created_at: delivery.created_at.toISOString() })),
  };
}

export function registerLeadWebhookRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.premium };
  const tags = ['statistics'];

  api.get(
    endpoints.show.path,
    { config, schema: { tags, response: { 200: endpoints.show.response } } },
    async (request) => showWebhook(platform, sessionOf(request).userId),
  );

  api.put(
    endpoints.save.path,
    { config, schema: { tags, body: endpoints.save.body, response: { 200: endpoints.save.response } } },
    async (request) => {
      const { userId } = sessionOf(request);
      const { url } = request.body;
      if (url !== null) await checkPublicUrlField(url, platform.outbound, 'url');
      const command =
        url === null
          ? ({ type: 'remove', userId } as const)
          : ({ type: 'set', userId, url, newSecretSalt: newSecretSalt() } as const);
      await execute(platform, leadWebhookStream(userId), leadWebhookDecider, command, request.commandContext);
      const message = url === null ? LEAD_WEBHOOK_MESSAGES.removed : LEAD_WEBHOOK_MESSAGES.saved;
      return { message, data: await showWebhook(platform, userId) };
    },
  );
}
