// ROLE=worker: the projections alone. Its only HTTP is a small listener for probes and metrics
// (GET /api/health, /api/health/live, /api/health/ready, /api/metrics).
import { ERROR_MESSAGES } from '@app/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Lifecycle } from './health/index.ts';
import { followLifecycle } from './health/index.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { handleError } from './http/index.ts';
import { createAppMetrics, registerMetricsRoute } from './metrics/routes.ts';
import type { Platform } from './platform.ts';

export async function buildWorkerApp(
  platform: Platform,
  lifecycle: Lifecycle,
  logger: boolean | { level: string } = false,
): Promise<FastifyInstance> {
  const app = Fastify({ logger, return503OnClosing: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} }));
  followLifecycle(app, lifecycle);
  const metrics = createAppMetrics(app, platform);
  await app.register(
    async (api) => {
      registerHealthRoutes(api, platform, lifecycle);
      registerMetricsRoute(api, metrics, platform.config);
    },
    { prefix: '/api' },
  );
  return app;
}
