// GET /api/configuration: everything the client loads once at start (SPEC.md section 3,
// "Environment/configuration").
import { z } from 'zod';
import { categorySchema } from './catalogue/category.ts';
import { EXTRA_TYPES, LANGUAGES, TYPE_FIELDS } from './catalogue/fields.ts';
import { publicationTypeSchema } from './catalogue/publicationType.ts';
import { siteMicrositeSchema } from './microsite/microsite.ts';
import { PERMISSIONS } from './permissions.ts';

export const prioritySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  expires_in: z.number().int().positive(),
});

export const currencySchema = z.object({ code: z.string(), symbol: z.string(), title: z.string() });
export const searchOrderSchema = z.object({ slug: z.string(), title: z.string() });
export const filteredOptionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  premium: z.boolean(),
  predict: z.boolean(),
});
export const notificationTypeSchema = z.object({ slug: z.string(), title: z.string() });

export const configurationSchema = z.object({
  contact_email: z.string(),
  maps: z.object({ key: z.string().nullable(), map_id: z.string().nullable(), style_url: z.string().nullable() }),
  /** A provider's script address is null while its client id is (the client then loads nothing). */
  social: z.object({
    google_client_id: z.string().nullable(),
    apple_client_id: z.string().nullable(),
    google_script_url: z.string().nullable(),
    apple_script_url: z.string().nullable(),
  }),
  push: z.object({ vapid_public_key: z.string().nullable() }),
  analytics_id: z.string().nullable(),
  /** The microsite the asked host serves; null on the main platform. */
  microsite: siteMicrositeSchema.nullable(),
  types: z.array(publicationTypeSchema.extend({ categories: z.array(categorySchema) })),
  priorities: z.array(prioritySchema),
  currencies: z.array(currencySchema),
  search_orders: z.array(searchOrderSchema),
  filtered_options: z.array(filteredOptionSchema),
  notification_types: z.array(notificationTypeSchema),
  MODEL: z.object({
    user: z.object({ permissions: z.array(z.enum(PERMISSIONS)) }),
    promocode: z.object({ applies_for: z.array(z.string()) }),
    microsite: z.object({ statuses: z.array(z.string()) }),
    search: z.object({ results: z.number().int().positive() }),
  }),
  FIELDS: z.object({
    fields: z.array(z.enum(TYPE_FIELDS)),
    languages: z.array(z.enum(LANGUAGES)),
    extra_types: z.array(z.enum(EXTRA_TYPES)),
  }),
});
export type Configuration = z.infer<typeof configurationSchema>;
