import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerAccountSearchRoutes } from './accountSearches/accountSearchRoutes.ts';
import { registerAdminSearchRoutes } from './administration/routes.ts';
import { registerSearchDraftRoutes } from './drafting/searchDraftRoutes.ts';
import { registerLooseningRoute } from './loosening/looseningRoute.ts';
import { registerSearchReadRoutes } from './results/searchReadRoutes.ts';
import { registerSearchWriteRoutes } from './saving/searchWriteRoutes.ts';

export { maySocketWatch } from './live/socketWatch.ts';
export { startSearchProcesses } from './searchProcesses.ts';

/** Every route of contracts' searchEndpoints, and the loosenings of a draft (searchLooseningEndpoints). */
export function registerSearchRoutes(app: FastifyInstance, platform: Platform): void {
  registerSearchDraftRoutes(app, platform);
  registerLooseningRoute(app, platform);
  registerSearchWriteRoutes(app, platform);
  registerSearchReadRoutes(app, platform);
  registerAccountSearchRoutes(app, platform);
  registerAdminSearchRoutes(app, platform);
}
