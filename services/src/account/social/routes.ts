// POST /api/auth/social/{google|apple}: sign in (or sign up) with the provider's ID token.
import { socialProviderSchema } from '@app/contracts/account/auth';
import { accountEndpoints as endpoints } from '@app/contracts/account/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { completeSignIn, findAccountByEmail, markEmailVerified } from '../identification/signIn.ts';
import { registerUser } from '../user/registerUser.ts';
import { IdTokenVerifier, socialProviderSettings } from './idTokenVerifier.ts';

export function registerSocialRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const verifier = new IdTokenVerifier(socialProviderSettings(platform.config), platform.clock);
  const endpoint = endpoints.socialLogin;
  api.post(
    endpoint.path,
    {
      config: { access: access.visitor },
      schema: {
        tags: ['auth'],
        params: z.object({ provider: socialProviderSchema }),
        body: endpoint.body,
        response: { 200: endpoint.response },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const context = request.commandContext;
      const identity = await verifier.verify(provider, request.body.token);
      const account = await findAccountByEmail(platform.db, identity.email);
      const userId = account?.userId ?? (await registerUser(platform, identity, context));
      // The provider vouches for the address.
      if (!account?.emailVerified) await markEmailVerified(platform, userId, context);
      const guestSearches = { searches: request.body.searches, guestKey: request.body.guest_key };
      return completeSignIn(platform, userId, provider, guestSearches, context);
    },
  );
}
