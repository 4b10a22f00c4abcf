export * from './activity.ts';
export * from './endpoints.ts';
export * from './events.ts';
export * from './leadWebhook.ts';
export * from './metrics.ts';
export * from './report.ts';
