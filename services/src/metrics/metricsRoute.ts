// GET /api/metrics: Prometheus text format. Open to anyone who reaches the process unless
// METRICS_TOKEN is set; then it wants `Authorization: Bearer <token>`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { DomainError } from '../commands/domainError.ts';
import { answersUnderPressure } from '../health/underPressure.ts';
import { access } from '../http/access.ts';
import { processRegistry } from './processRegistry.ts';
import './outcomes.ts';
import './socketConnections.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

export function registerMetricsRoute(app: FastifyInstance, appRegistry: Registry, token: string | null): void {
  app.get(
    '/metrics',
    {
      config: { access: access.visitor, ...answersUnderPressure },
      schema: { tags: ['health'], description: 'Prometheus metrics (text format)' },
    },
    async (request, reply) => {
      if (token !== null && !presentsToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new DomainError('unauthenticated', ERROR_MESSAGES.notLoggedIn);
      }
      const registry = Registry.merge([processRegistry, appRegistry]);
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
