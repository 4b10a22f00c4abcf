// The statistics folder as other folders see it: what they may use of it.
export { leadDecider } from './lead/leadDecider.ts';
export { LeadWebhookDispatcher } from './leadWebhook/leadWebhookDispatcher.ts';
export { registerStatisticsRoutes } from './routes.ts';
