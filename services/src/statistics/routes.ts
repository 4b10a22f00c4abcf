// Statistics, the activity list and the dashboard report (README.md beside this file).
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerLeadWebhookRoutes } from './leadWebhook/leadWebhookRoutes.ts';
import { registerActivityRoutes } from './routes/activityRoutes.ts';
import { registerContactRoutes } from './routes/contactRoutes.ts';
import { registerLeadRoutes } from './routes/leadRoutes.ts';
import { registerReportRoutes } from './routes/reportRoutes.ts';

export function registerStatisticsRoutes(app: FastifyInstance, platform: Platform): void {
  registerReportRoutes(app, platform);
  registerLeadRoutes(app, platform);
  registerLeadWebhookRoutes(app, platform);
  registerActivityRoutes(app, platform);
  registerContactRoutes(app, platform);
}
