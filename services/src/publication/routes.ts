import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerCreatingRoutes } from './creating/creatingRoutes.ts';
import { registerManagingRoutes } from './managing/managingRoutes.ts';
import { registerPriorityRoute } from './priority/priorityRoute.ts';
import { registerQuickCreateRoute } from './quickCreate/quickCreateRoute.ts';
import { registerSellerCategoryRoutes } from './sellerCategory/sellerCategoryRoutes.ts';
import { registerPublicPublicationRoute } from './viewing/publicPublication.ts';
import { registerViewingRoutes } from './viewing/viewingRoutes.ts';

/** Publications: the seller's account screens, their categories, storefronts and places. */
export function registerPublicationRoutes(app: FastifyInstance, platform: Platform): void {
  registerManagingRoutes(app, platform);
  registerQuickCreateRoute(app, platform);
  registerCreatingRoutes(app, platform);
  registerPriorityRoute(app, platform);
  registerSellerCategoryRoutes(app, platform);
  registerViewingRoutes(app, platform);
  registerPublicPublicationRoute(app, platform);
}
