// Account settings: the catalogue link (premium), notification types and push tokens.
import { accountEndpoints as endpoints } from '@app/contracts/account/endpoints';
import { notificationTypesUpdateSchema } from '@app/contracts/account/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../../catalogue/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { changeAccount } from '../user/changeAccount.ts';
import { setCatalogueLink } from './catalogueLink.ts';

const tags = ['user'];
/** Push tokens are kept per site (SPEC.md section 3): 'site-{micrositeId}', 'site-0' for the main site. */
const siteKeyOf = (request: FastifyRequest) => `site-${request.microsite?.id ?? 0}`;

/**
 * Built when the routes are registered, not when this module loads: account and catalogue import
 * each other, and the catalogue's constants may not be evaluated yet at load time.
 */
function notificationTypesBody() {
  const known = NOTIFICATION_TYPES.map((type) => type.slug) as [string, ...string[]];
  return notificationTypesUpdateSchema.extend({ notification_types: z.array(z.enum(known)).max(known.length) });
}

export function registerSettingsRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: access.user };

  api.post(
    endpoints.updateSlug.path,
    {
      config: { access: access.premium },
      schema: { tags, body: endpoints.updateSlug.body, response: { 200: endpoints.updateSlug.response } },
    },
    (request) => setCatalogueLink(platform, sessionOf(request).userId, request.body, request.commandContext),
  );

  api.post(
    endpoints.updateNotificationTypes.path,
    {
      config: user,
      schema: { tags, body: notificationTypesBody(), response: { 200: endpoints.updateNotificationTypes.response } },
    },
    (request) => {
      const command = { type: 'changeNotificationTypes' as const, notificationTypes: request.body.notification_types };
      return changeAccount(platform, sessionOf(request).userId, command, request.commandContext);
    },
  );

  api.post(
    endpoints.subscribePush.path,
    {
      config: user,
      schema: { tags, body: endpoints.subscribePush.body, response: { 200: endpoints.subscribePush.response } },
    },
    (request) => {
      const command = { type: 'subscribePush' as const, siteKey: siteKeyOf(request), token: request.body.token };
      return changeAccount(platform, sessionOf(request).userId, command, request.commandContext);
    },
  );
}
