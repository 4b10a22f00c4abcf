// What the app's assembly registers of the metrics: the app's own instruments and GET /api/metrics.
export { createAppMetrics } from './appMetrics.ts';
export { registerMetricsRoute } from './metricsRoute.ts';
