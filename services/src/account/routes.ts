import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerUserAdministrationRoutes } from './administration/routes.ts';
import { registerIdentificationRoutes } from './identification/routes.ts';
import { registerImpersonationRoutes } from './impersonation/routes.ts';
import { registerPremiumRoutes } from './premium/routes.ts';
import { registerProfileRoutes } from './profile/routes.ts';
import { registerSettingsRoutes } from './profile/settingsRoutes.ts';
import { registerSocialRoutes } from './social/routes.ts';

/** Accounts and identification: every route of contracts' accountEndpoints, and promocode admin. */
export function registerAccountRoutes(app: FastifyInstance, platform: Platform): void {
  registerIdentificationRoutes(app, platform);
  registerSocialRoutes(app, platform);
  registerProfileRoutes(app, platform);
  registerSettingsRoutes(app, platform);
  registerPremiumRoutes(app, platform);
  registerImpersonationRoutes(app, platform);
  registerUserAdministrationRoutes(app, platform);
}
