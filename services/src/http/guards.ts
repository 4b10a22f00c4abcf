// Every /api route must say who may call it; the check runs before validation and handlers.
import { ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../commands/index.ts';
import type { Platform } from '../platform.ts';
import { type Access, accessDenial } from './access.ts';
import { type RequestSession, resolveSession } from './session.ts';

const UNGUARDED_PREFIXES = ['/api/docs'];

/** A guarded route as registered: what the authorization matrix spec walks. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded /api route of an app built with registerGuards, with its declared access. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

export function registerGuards(app: FastifyInstance, platform: Platform): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || UNGUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const required = route.config?.access;
    if (!required) throw new Error(`route ${route.method} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access: required });
  });

  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const now = platform.clock.now();
    const micrositeId = request.microsite?.id ?? null;
    const { jwtSecret } = platform.config;
    request.session = await resolveSession(platform, jwtSecret, request.headers.authorization, now, micrositeId);
    const required = request.routeOptions.config?.access;
    const administering = required?.kind === 'permission';
    const userId = request.session?.userId ?? null;
    request.commandContext = { userId, correlationId: request.id, now, micrositeId, administering };
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
