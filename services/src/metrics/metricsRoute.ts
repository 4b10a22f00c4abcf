// GET /api/metrics: Prometheus text format. With METRICS_TOKEN set it wants
// `Authorization: Bearer <token>`; without it, production answers nobody and other environments
// answer connections from this machine's loopback interface only.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import { DomainError } from '../commands/index.ts';
import type { AppConfig } from '../config.ts';
import { answersUnderPressure } from '../health/index.ts';
import { access, comesFromLoopback } from '../http/index.ts';
import { processRegistry } from './processRegistry.ts';
import './outcomes.ts';
import './socketConnections.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

function mayRead(request: FastifyRequest, config: Pick<AppConfig, 'production' | 'operations'>): boolean {
  const token = config.operations.metricsToken;
  if (token !== null) return presentsToken(request.headers.authorization, token);
  return !config.production && comesFromLoopback(request);
}

export function registerMetricsRoute(
  app: FastifyInstance,
  appRegistry: Registry,
  config: Pick<AppConfig, 'production' | 'operations'>,
): void {
  app.get(
    '/metrics',
    {
      config: { access: access.visitor, ...answersUnderPressure },
      schema: { tags: ['health'], description: 'Prometheus metrics (text format)' },
    },
    async (request, reply) => {
      if (!mayRead(request, config)) {
        reply.header('www-authenticate', 'Bearer');
        throw new DomainError('unauthenticated', ERROR_MESSAGES.notLoggedIn);
      }
      const registry = Registry.merge([processRegistry, appRegistry]);
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
