// Every /api route must say who may call it; the check runs before validation and handlers.
import { ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../commands/domainError.ts';
import type { Platform } from '../platform.ts';
import { accessDenial } from './access.ts';
import { type RequestSession, resolveSession } from './session.ts';

const UNGUARDED_PREFIXES = ['/api/docs'];

export function registerGuards(app: FastifyInstance, platform: Platform): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || UNGUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} does not declare its access`);
  });

  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const now = platform.clock.now();
    request.session = await resolveSession(platform.db, platform.config.jwtSecret, request.headers.authorization, now);
    request.commandContext = { userId: request.session?.userId ?? null, correlationId: request.id, now };
    const required = request.routeOptions.config?.access;
    if (!required) return;
    const denial = accessDenial(required, request.session);
    if (denial) throw denial;
  });
}

/** The caller's session on a route that requires one. */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw new DomainError('unauthenticated', ERROR_MESSAGES.notLoggedIn);
  return request.session;
}
