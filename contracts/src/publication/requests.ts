import { z } from 'zod';
import { PAGE_SIZE, TEXT_LENGTH } from '../limits.ts';
import { superlikeContactSchema } from '../swipe/superlikes.ts';
import { operationSchema, pricePeriodSchema } from './operation.ts';
import { publicationSchema } from './publication.ts';

export const publicationListQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

export const pagedPublicationsSchema = z.object({
  data: z.array(publicationSchema),
  current_page: z.number(),
  last_page: z.number(),
  total: z.number(),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
});

export const profileCountSchema = z.object({ count: z.number().int().nonnegative() });

/** Distinct values the seller already used for a field (suggestions while typing). */
export const fieldValuesRequestSchema = z.object({ name: z.enum(['code', 'title', 'url']) });
export const fieldValuesResponseSchema = z.object({ value: z.array(z.string()) });

export const quickCreateRequestSchema = z.object({
  type_id: z.uuid(),
  text: z.string().trim().min(TEXT_LENGTH.quickPublication.min).max(TEXT_LENGTH.quickPublication.max),
});
/** Fields recognised in the sentence, to merge into the publication form. */
export const quickCreateResponseSchema = z.object({
  title: z.string().nullable(),
  amount: z.number().nullable(),
  amount_sale: z.number().nullable(),
  currency: z.enum(['ARS', 'USD']).nullable(),
  /** Units on hand the sentence states ('x 4 unidades'), for types with stock. */
  stock: z.number().int().positive().nullable(),
  categories: z.array(z.uuid()),
  extras: z.record(z.string(), z.unknown()),
  address: z
    .object({ title: z.string(), geolocation: z.object({ coordinates: z.tuple([z.number(), z.number()]) }) })
    .nullable(),
  /** Types with operations: sale, rent or temporary rent, when the sentence or its price tells. */
  operation: operationSchema.nullable(),
  price_period: pricePeriodSchema.nullable(),
});

export const categoryListQuerySchema = z.object({ type_id: z.uuid() });
export const categorySuggestionsQuerySchema = z.object({
  type_id: z.uuid(),
  search: z.string().trim().max(255).default(''),
});
export const accountCategoryInputSchema = z.object({
  type_id: z.uuid(),
  name: z.string().trim().min(TEXT_LENGTH.categoryName.min).max(TEXT_LENGTH.categoryName.max),
});
export const categoryItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
});

export const placeSearchRequestSchema = z.object({ search: z.string().trim().min(3).max(255) });
export const placeSearchResponseSchema = z.array(z.object({ reference: z.string(), description: z.string() }));
export const placeRequestSchema = z.object({ reference: z.string().min(1).max(255) });
export const placeResponseSchema = z.object({
  reference: z.string(),
  name: z.string(),
  description: z.string(),
  coordinates: z.tuple([z.number(), z.number()]),
});

/**
 * GET /publication/{id}/contact: the contact panel of a publication (SPEC.md "Side panels"): its
 * creator and only the contact types they enabled; all null reads 'No se encontraron datos de contacto.'
 */
export const sellerContactSchema = z.object({
  data: z.object({ id: z.uuid(), name: z.string(), slug: z.string().nullable(), contact: superlikeContactSchema }),
});
export type SellerContact = z.infer<typeof sellerContactSchema>['data'];

/** GET /user/{slug}: a seller's public profile and the publications they show in their store. */
export const publicProfileSchema = z.object({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    avatar_url: z.string().nullable(),
    is_premium: z.boolean(),
    contact_types: z.array(z.string()),
  }),
  publications: z.array(publicationSchema),
  images: z.array(z.string()),
});
