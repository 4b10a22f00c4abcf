import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerAccountCategoryRoutes } from './routes/accountCategoryRoutes.ts';
import { registerAccountPublicationReads } from './routes/accountPublicationReads.ts';
import { registerAccountPublicationWrites } from './routes/accountPublicationWrites.ts';
import { registerAutocompleteRoute } from './routes/autocompleteRoute.ts';
import { registerPublicRoutes } from './routes/publicRoutes.ts';

/** Publications: the seller's account screens, their categories, storefronts and places. */
export function registerPublicationRoutes(app: FastifyInstance, platform: Platform): void {
  registerAccountPublicationReads(app, platform);
  registerAutocompleteRoute(app, platform);
  registerAccountPublicationWrites(app, platform);
  registerAccountCategoryRoutes(app, platform);
  registerPublicRoutes(app, platform);
}
