import { httpErrorSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { access } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import type { Lifecycle } from './lifecycle.ts';
import { registerProbeRoutes } from './probeRoutes.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
  projections: z.array(
    z.object({
      name: z.string(),
      active: z.boolean(),
      checkpoint: z.string(),
      behind: z.number(),
      last_applied_at: z.string().nullable(),
    }),
  ),
});

/** Projections further behind than this make the platform report itself degraded. */
const DEGRADED_BEHIND_EVENTS = 1_000;

/** GET /health (the detailed view), /health/live and /health/ready. */
export function registerHealthRoutes(app: FastifyInstance, platform: Platform, lifecycle: Lifecycle): void {
  registerProbeRoutes(app, platform, lifecycle);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: access.visitor },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: z.union([healthSchema, httpErrorSchema]) } },
    },
    async (_request, reply) => {
      const database = await sql`SELECT 1`
        .execute(platform.db)
        .then(() => true)
        .catch(() => false);
      const projections = database ? await platform.runner.status() : [];
      const healthy = database && projections.every((projection) => projection.behind < DEGRADED_BEHIND_EVENTS);
      return reply.status(database ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, projections });
    },
  );
}
