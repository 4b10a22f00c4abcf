import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerAdminSearchRoutes } from '../administration/routes.ts';
import { registerAccountSearchRoutes } from './accountSearchRoutes.ts';
import { registerSearchDraftRoutes } from './searchDraftRoutes.ts';
import { registerSearchReadRoutes } from './searchReadRoutes.ts';
import { registerSearchWriteRoutes } from './searchWriteRoutes.ts';

/** Every route of contracts' searchEndpoints. */
export function registerSearchRoutes(app: FastifyInstance, platform: Platform): void {
  registerSearchDraftRoutes(app, platform);
  registerSearchWriteRoutes(app, platform);
  registerSearchReadRoutes(app, platform);
  registerAccountSearchRoutes(app, platform);
  registerAdminSearchRoutes(app, platform);
}
