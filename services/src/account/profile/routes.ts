// The signed-in user's own account: read it, change the profile, the catalogue link, the
// notifications, register a push token, list the accounts they interact with.

import { accountEndpoints as endpoints } from '@app/contracts/account/endpoints';
import { notificationTypesUpdateSchema } from '@app/contracts/account/profile';
import { RESERVED_SLUG_MESSAGE } from '@app/contracts/account/slug';
import type { UserConfigOption } from '@app/contracts/account/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../../catalogue/configuration/staticConfiguration.ts';
import { withUniqueValue } from '../../commands/uniqueValues.ts';
import { access } from '../../http/access.ts';
import { sessionOf } from '../../http/guards.ts';
import { execute, type Platform } from '../../platform.ts';
import { SLUG_RESERVATION, userStream } from '../user/user.ts';
import { type UserCommand, userDecider } from '../user/userDecider.ts';
import { findLiveUser, loadUser } from '../user/userResponse.ts';
import { readProfileForm } from './profileForm.ts';
import { updateProfile } from './updateProfile.ts';

const tags = ['user'];
/** Push tokens are kept per site; microsites (a later issue) will key theirs 'site-{id}'. */
const MAIN_SITE_KEY = 'site-0';
const knownNotificationTypes = NOTIFICATION_TYPES.map((type) => type.slug) as [string, ...string[]];
const notificationTypesBody = notificationTypesUpdateSchema.extend({
  notification_types: z.array(z.enum(knownNotificationTypes)).max(knownNotificationTypes.length),
});

export function registerProfileRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: access.user };
  const run = async (userId: string, command: UserCommand, context: Parameters<typeof execute>[4]) => {
    await execute(platform, userStream(userId), userDecider, command, context);
    return loadUser(platform.db, userId, context.now);
  };

  api.get(
    endpoints.currentUser.path,
    { config: user, schema: { tags, response: { 200: endpoints.currentUser.response } } },
    (request) => loadUser(platform.db, sessionOf(request).userId, request.commandContext.now),
  );

  api.post(
    endpoints.updateProfile.path,
    { config: user, schema: { tags, response: { 200: endpoints.updateProfile.response } } },
    async (request) =>
      updateProfile(platform, sessionOf(request).userId, await readProfileForm(request), request.commandContext),
  );

  api.post(
    endpoints.updateSlug.path,
    {
      config: { access: access.premium },
      schema: { tags, body: endpoints.updateSlug.body, response: { 200: endpoints.updateSlug.response } },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const context = request.commandContext;
      const { slug, include_groups, show_owners } = request.body;
      const config: UserConfigOption[] = [];
      if (include_groups) config.push('include_groups');
      if (show_owners) config.push('show_users');
      const current = await findLiveUser(platform.db, userId);
      const unique = {
        kind: SLUG_RESERVATION,
        value: slug,
        ownerId: userId,
        field: 'slug',
        takenMessage: RESERVED_SLUG_MESSAGE,
      };
      return withUniqueValue(platform.store, unique, current?.slug ?? null, context, () =>
        run(userId, { type: 'setSlug', slug, config }, context),
      );
    },
  );

  api.post(
    endpoints.updateNotificationTypes.path,
    {
      config: user,
      schema: { tags, body: notificationTypesBody, response: { 200: endpoints.updateNotificationTypes.response } },
    },
    (request) =>
      run(
        sessionOf(request).userId,
        { type: 'changeNotificationTypes', notificationTypes: request.body.notification_types },
        request.commandContext,
      ),
  );

  api.post(
    endpoints.subscribePush.path,
    {
      config: user,
      schema: { tags, body: endpoints.subscribePush.body, response: { 200: endpoints.subscribePush.response } },
    },
    (request) =>
      run(
        sessionOf(request).userId,
        { type: 'subscribePush', siteKey: MAIN_SITE_KEY, token: request.body.token },
        request.commandContext,
      ),
  );

  // docs/decisions/accounts.md: the accounts met in shared searches and groups, which do not exist yet.
  api.post(
    endpoints.interactingAccounts.path,
    { config: user, schema: { tags, response: { 200: endpoints.interactingAccounts.response } } },
    () => [],
  );
}
