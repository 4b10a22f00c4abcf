// Metrics that belong to the whole process (Node runtime, event store, mail, push, sockets), in one
// registry each app's /api/metrics answers together with its own per-app metrics.
import { collectDefaultMetrics, Registry } from 'prom-client';

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });
