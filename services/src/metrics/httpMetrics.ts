// Latency of every HTTP answer by route pattern (never the raw URL: ids would explode the series),
// method and status class.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route?.startsWith('/api')) return route;
  // Static files are one route each and change name with every build; pages fall back to index.html.
  if (route !== undefined || !request.url.startsWith('/api')) return 'web';
  return 'unmatched';
}

export function measureHttpRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      route: routeLabel(request),
      method: request.method,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    duration.observe(labels, reply.elapsedTime / 1_000);
  });
}
