// GET /account/activity and GET /account/report/dashboard: premium accounts, their own searches only.
import { statisticsEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { activityPage } from '../queries/activityQuery.ts';
import { dashboardReport } from '../queries/dashboardQuery.ts';

const tags = ['statistics'];

export function registerActivityRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  const config = { access: access.premium };

  api.get(
    endpoints.activity.path,
    { config, schema: { tags, querystring: endpoints.activity.query, response: { 200: endpoints.activity.response } } },
    (request) => activityPage(db, sessionOf(request).userId, request.query, request.url),
  );

  api.get(
    endpoints.dashboard.path,
    { config, schema: { tags, response: { 200: endpoints.dashboard.response } } },
    (request) => dashboardReport(db, sessionOf(request).userId),
  );
}
