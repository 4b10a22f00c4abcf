// POST /account/publication/autocomplete: the quick-create sentence read against the chosen type
// (its extras and the seller's categories) and the places gazetteer, as fields to merge into the form.
import { quickCreateRequestSchema, quickCreateResponseSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sessionOf } from '../../http/index.ts';
import { argentinePlaceMatcher } from '../../places/index.ts';
import type { Platform } from '../../platform.ts';
import { listCategories } from '../sellerCategory/sellerCategories.ts';
import { ACCOUNT_PUBLICATION_PATH, premiumOnly, tags } from '../sellerRoutes.ts';
import { loadTypeCatalogue } from '../validation/typeCatalogueQuery.ts';
import { parseListing, type QuickCreateFields, type QuickCreateType } from './index.ts';

async function quickCreateType(platform: Platform, typeId: string, sellerId: string): Promise<QuickCreateType> {
  const catalogue = await loadTypeCatalogue(platform.db, typeId, sellerId);
  return {
    config: { fields: catalogue.fields },
    extras: catalogue.extras.map((extra) => ({
      slug: extra.slug,
      translations: { es: { title: extra.title } },
      config: extra.config,
    })),
    categories: await listCategories(platform.db, typeId, sellerId),
  };
}

function toResponse(fields: QuickCreateFields): z.infer<typeof quickCreateResponseSchema> {
  const { address } = fields;
  return {
    title: fields.title ?? null,
    amount: fields.amount ?? null,
    amount_sale: fields.amount_sale ?? null,
    currency: fields.currency ?? null,
    stock: fields.stock ?? null,
    categories: fields.categories,
    extras: fields.extras,
    address: address ? { title: address.title, geolocation: { coordinates: address.coordinates } } : null,
    operation: fields.operation ?? null,
    price_period: fields.price_period ?? null,
  };
}

export function registerQuickCreateRoute(app: FastifyInstance, platform: Platform): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${ACCOUNT_PUBLICATION_PATH}/autocomplete`,
    {
      config: premiumOnly,
      schema: { tags, body: quickCreateRequestSchema, response: { 200: quickCreateResponseSchema } },
    },
    async (request) => {
      const type = await quickCreateType(platform, request.body.type_id, sessionOf(request).userId);
      return toResponse(parseListing(request.body.text, type, argentinePlaceMatcher));
    },
  );
}
