// Probes for orchestrators and proxies: liveness (the process answers; restart it when it does
// not) and readiness (it can serve now; send it traffic only when it can).
import { httpErrorSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import type { Lifecycle } from './lifecycle.ts';
import { checkReadiness } from './readiness.ts';
import { answersUnderPressure } from './underPressure.ts';

const livenessSchema = z.object({ status: z.literal('ok') });

const readinessSchema = z.object({
  ready: z.boolean(),
  shutting_down: z.boolean(),
  database: z.boolean(),
  event_store: z.boolean(),
  projections_without_leader: z.array(z.string()),
  projections_behind: z.array(z.string()),
});

export function registerProbeRoutes(app: FastifyInstance, platform: Platform, lifecycle: Lifecycle): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health/live',
    {
      config: { access: access.visitor, ...answersUnderPressure },
      schema: { tags: ['health'], response: { 200: livenessSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  api.get(
    '/health/ready',
    {
      config: { access: access.visitor },
      schema: {
        tags: ['health'],
        response: { 200: readinessSchema, 503: z.union([readinessSchema, httpErrorSchema]) },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(platform, lifecycle);
      return reply.status(readiness.ready ? 200 : 503).send(readiness);
    },
  );
}
