// Visitor routes: a seller's storefront (GET /user/{slug}) and the place autocomplete of the address
// fields (POST /map/autocomplete, POST /map/place) over the bundled gazetteer. A publication's
// contact panel, which records a lead, is the statistics' (statistics/routes/contactRoutes.ts).
import {
  placeRequestSchema,
  placeResponseSchema,
  placeSearchRequestSchema,
  placeSearchResponseSchema,
  publicProfileSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access } from '../../http/index.ts';
import { placeByReference, searchPlaces } from '../../places/index.ts';
import type { Platform } from '../../platform.ts';
import { publicProfile } from './publicProfile.ts';

const visitor = { access: access.visitor };

export function registerViewingRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user/:slug',
    {
      config: visitor,
      schema: {
        tags: ['public'],
        params: z.object({ slug: z.string().min(1).max(150) }),
        response: { 200: publicProfileSchema },
      },
    },
    (request) =>
      publicProfile(platform, request.params.slug, request.session?.userId ?? null, request.commandContext.now),
  );

  api.post(
    '/map/autocomplete',
    {
      config: visitor,
      schema: { tags: ['map'], body: placeSearchRequestSchema, response: { 200: placeSearchResponseSchema } },
    },
    (request) => searchPlaces(request.body.search),
  );

  api.post(
    '/map/place',
    { config: visitor, schema: { tags: ['map'], body: placeRequestSchema, response: { 200: placeResponseSchema } } },
    (request) => {
      const place = placeByReference(request.body.reference);
      if (!place) throw DomainError.notFound();
      return place;
    },
  );
}
