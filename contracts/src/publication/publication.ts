// A publication as the API returns it and as sellers write it (SPEC.md section 3, "Publication").
import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';
import { operationSchema, pricePeriodSchema } from './operation.ts';

export const CURRENCY_CODES = ['ARS', 'USD'] as const;
export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** [latitude, longitude] */
export const coordinatesSchema = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

export const addressSchema = z.object({
  title: z.string().trim().min(1).max(255),
  geolocation: z.object({ coordinates: coordinatesSchema }),
});
export type Address = z.infer<typeof addressSchema>;

/** One line of stock: where, which colour and size, how many. */
export const stockItemSchema = z.object({
  place: z.string().trim().max(255).nullable().default(null),
  color: z.string().trim().max(100).nullable().default(null),
  size: z
    .string()
    .trim()
    .max(50)
    .transform((size) => size.toUpperCase())
    .nullable()
    .default(null),
  quantity: z.number().int().min(0),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** Values of the type's extras keyed by extra slug; the server checks them against the type. */
export const extraValuesSchema = z.record(z.string(), z.unknown());

export const mediaSchema = z.object({
  id: z.uuid(),
  type: z.literal('image'),
  location: z.string(),
  file: z.string(),
  file_url: z.string(),
  number: z.number().int().nonnegative(),
  info: z.object({ color: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type Media = z.infer<typeof mediaSchema>;

/** What a seller sends (JSON fields of the multipart form; images travel as files `medias[]`). */
export const publicationInputSchema = z.object({
  type_id: z.uuid(),
  title: z.string().trim().min(TEXT_LENGTH.title.min).max(TEXT_LENGTH.title.max),
  code: z.string().trim().max(100).nullable().default(null),
  description: z.string().trim().max(5_000).nullable().default(null),
  text: z.string().trim().max(TEXT_LENGTH.quickPublication.max).nullable().default(null),
  url: z.url().nullable().default(null),
  categories: z.array(z.uuid()).default([]),
  amount: z.number().min(0).nullable().default(null),
  amount_sale: z.number().min(0).nullable().default(null),
  currency: currencyCodeSchema.default('ARS'),
  address: addressSchema.nullable().default(null),
  extras: extraValuesSchema.default({}),
  public: z.boolean().default(true),
  shareable: z.boolean().default(true),
  /** Sale, rent or temporary rent: required by types that ask for it (properties), ignored by others. */
  operation: operationSchema.nullable().default(null),
  /** A temporary rent's price per night or per month; a rent is always per month, a sale has none. */
  price_period: pricePeriodSchema.nullable().default(null),
  /** Ids of already stored media to keep, in display order (edit); new files are appended after. */
  medias: z.array(z.uuid()).default([]),
});
export type PublicationInput = z.infer<typeof publicationInputSchema>;

export const prioritySettingSchema = z.object({
  priority: z.string().max(100).nullable(),
  priority_description: z.string().trim().max(255).nullable().default(null),
});

export const publisherSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  pivot: z.object({ creator: z.boolean() }),
});

const shownPriceSchema = z.object({
  amount: z.number().nullable(),
  amount_sale: z.number().nullable(),
  currency: currencyCodeSchema,
});
export type ShownPrice = z.infer<typeof shownPriceSchema>;

/** One change of a publication's price, as the log recorded it (priceHistory.ts reads them). */
export const priceChangeSchema = z.object({
  previous: shownPriceSchema,
  current: shownPriceSchema,
  changed_at: z.iso.datetime({ offset: true }),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const publicationSchema = z.object({
  id: z.uuid(),
  type_id: z.uuid(),
  title: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  text: z.string().nullable(),
  url: z.string().nullable(),
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), slug: z.string() })),
  medias: z.array(mediaSchema),
  amount: z.number().nullable(),
  amount_sale: z.number().nullable(),
  currency: currencyCodeSchema,
  /** Null for types that do not ask for the operation. */
  operation: operationSchema.nullable(),
  price_period: pricePeriodSchema.nullable(),
  priority: z.string().nullable(),
  priority_description: z.string().nullable(),
  address: addressSchema.nullable(),
  extras: extraValuesSchema,
  users: z.array(publisherSchema),
  public: z.boolean(),
  shareable: z.boolean(),
  created_by: z.enum(['user', 'synchronizer']),
  /** The caller may edit it: they created it and it was not synchronized. */
  editable: z.boolean(),
  /** The caller may delete it: it was created by a user. */
  deletable: z.boolean(),
  /** 'Sincronizada automáticamente' for synchronized publications, otherwise null. */
  locked_reason: z.string().nullable(),
  listed_at: z.iso.datetime({ offset: true }),
  published_at: z.iso.datetime({ offset: true }),
  /** Every price change, oldest first. */
  price_history: z.array(priceChangeSchema),
});
export type Publication = z.infer<typeof publicationSchema>;

export const SYNCHRONIZED_REASON = 'Sincronizada automáticamente';

export const PUBLICATION_MESSAGES = {
  created: 'Publicación cargada correctamente.',
  updated: 'Publicación actualizada correctamente.',
  deleted: 'Publicación eliminada correctamente.',
  categoryCreated: 'Categoría creada correctamente.',
  emptyStore: 'La tienda aún no tiene publicaciones disponibles.',
  /** The contact panel to a visitor, worded as SPEC's group administrators' contact. */
  contactHidden: 'Para ver los datos de contacto debes estar logueado.',
} as const;

/** Pictures one publication may hold (SPEC.md leaves it open; docs/decisions/publications.md). */
export const PUBLICATION_MEDIA_MAX = 20;
