// POST /api/auth/*: check an e-mail, sign up, sign in or recover with a code, log out, verify the e-mail.
import { accountEndpoints as endpoints } from '@app/contracts/account/endpoints';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, enforceRateLimits, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { endSession } from '../session/sessions.ts';
import { registerUser } from '../user/registerUser.ts';
import { sendSignInCode, signInWithCode } from './codeSignIn.ts';
import { sendVerificationCode, verifyEmailWithCode } from './emailVerification.ts';
import { IDENTIFICATION_LIMITS } from './rateLimits.ts';
import { completeSignIn, findAccountByEmail } from './signIn.ts';

type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const tags = ['auth'];
const visitor = { access: access.visitor };
const user = { access: access.user };

function registerSignUp(api: Api, platform: Platform): void {
  const { checkEmail, signup } = endpoints;
  api.post(
    checkEmail.path,
    { config: visitor, schema: { tags, body: checkEmail.body, response: { 200: checkEmail.response } } },
    async (request) => {
      const limit = { limit: IDENTIFICATION_LIMITS.emailCheckByAddress, subject: request.ip };
      await enforceRateLimits(platform.db, [limit], request.commandContext.now);
      return { exists: (await findAccountByEmail(platform.db, request.body.email)) !== undefined };
    },
  );
  api.post(
    signup.path,
    { config: visitor, schema: { tags, body: signup.body, response: { 200: signup.response } } },
    async (request) => {
      const context = request.commandContext;
      const limit = { limit: IDENTIFICATION_LIMITS.signupByAddress, subject: request.ip };
      await enforceRateLimits(platform.db, [limit], context.now);
      const { email, name, searches, guest_key: guestKey } = request.body;
      const userId = await registerUser(platform, { email, name }, context);
      return completeSignIn(platform, userId, 'signup', { searches, guestKey }, context);
    },
  );
}

function registerCodeSignIn(api: Api, platform: Platform): void {
  for (const endpoint of [endpoints.sendLoginCode, endpoints.sendRecoveryCode]) {
    api.post(
      endpoint.path,
      { config: visitor, schema: { tags, body: endpoint.body, response: { 200: endpoint.response } } },
      (request) => sendSignInCode(platform, request.body.email, request.ip, request.commandContext),
    );
  }
  for (const endpoint of [endpoints.login, endpoints.recover]) {
    api.post(
      endpoint.path,
      { config: visitor, schema: { tags, body: endpoint.body, response: { 200: endpoint.response } } },
      (request) => signInWithCode(platform, request.body, request.ip, request.commandContext),
    );
  }
  api.post(endpoints.logout.path, { config: user, schema: { tags } }, async (request, reply) => {
    await endSession(platform, sessionOf(request).sessionId, request.commandContext);
    return reply.status(204).send();
  });
}

function registerVerification(api: Api, platform: Platform): void {
  const { sendVerificationCode: send, verifyEmail } = endpoints;
  api.post(send.path, { config: user, schema: { tags, response: { 200: send.response } } }, (request) =>
    sendVerificationCode(platform, sessionOf(request).userId, request.ip, request.commandContext),
  );
  api.post(
    verifyEmail.path,
    { config: user, schema: { tags, body: verifyEmail.body, response: { 200: verifyEmail.response } } },
    (request) =>
      verifyEmailWithCode(platform, sessionOf(request).userId, request.body.code, request.ip, request.commandContext),
  );
}

export function registerIdentificationRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerSignUp(api, platform);
  registerCodeSignIn(api, platform);
  registerVerification(api, platform);
}
