// The signed-in user's own account: read it, change the profile, list the accounts they interact with.
import { accountEndpoints as endpoints } from '@app/contracts/account/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { interactingAccounts } from '../../group/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { loadUser } from '../user/userResponse.ts';
import { readProfileForm } from './profileForm.ts';
import { updateProfile } from './updateProfile.ts';

const tags = ['user'];
const config = { access: access.user };

export function registerProfileRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.currentUser.path,
    { config, schema: { tags, response: { 200: endpoints.currentUser.response } } },
    (request) => loadUser(platform.db, sessionOf(request).userId, request.commandContext.now),
  );

  // Multipart (text parts and the avatar file): read and validated by readProfileForm.
  api.post(
    endpoints.updateProfile.path,
    { config, schema: { tags, response: { 200: endpoints.updateProfile.response } } },
    async (request) =>
      updateProfile(platform, sessionOf(request).userId, await readProfileForm(request), request.commandContext),
  );

  // The accounts met in groups and shared searches; GET as well as SPEC.md's POST.
  const accountsRoute = { config, schema: { tags, response: { 200: endpoints.interactingAccounts.response } } };
  const accounts = (request: FastifyRequest) => interactingAccounts(platform.db, sessionOf(request).userId);
  api.post(endpoints.interactingAccounts.path, accountsRoute, accounts);
  api.get(endpoints.interactingAccounts.path, accountsRoute, accounts);
}
