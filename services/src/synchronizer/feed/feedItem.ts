// The JSON feed's item, as docs/synchronizer-feed.md documents it. Unknown keys are ignored.
import { z } from 'zod';

const text = z.string().trim();
const optionalText = text.nullish().transform((value) => (value ? value : null));
const price = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish();

export const feedAddressSchema = z.union([
  text.min(1).max(255),
  z.object({
    title: text.min(1).max(255),
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
  }),
]);

export const feedItemSchema = z.object({
  id: z.union([text.min(1).max(255), z.number().int().transform(String)]),
  type: text.min(1),
  title: text.min(1),
  description: optionalText,
  code: optionalText,
  url: optionalText,
  price,
  price_sale: price,
  currency: z.enum(['ARS', 'USD']).default('ARS'),
  address: feedAddressSchema.nullish(),
  images: z.array(z.string().trim().min(1)).max(20).default([]),
  categories: z.array(text.min(1)).default([]),
  extras: z.record(z.string(), z.unknown()).default({}),
  public: z.boolean().default(true),
  /** Sale, rent or temporary rent, in English or Spanish words (`operation_type` is read too). */
  operation: optionalText,
  operation_type: optionalText,
  /** A temporary rent's price per night or per month (`price_period` or `period`). */
  price_period: optionalText,
  period: optionalText,
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const FEED_MESSAGES = {
  notJson: 'El feed no es un JSON válido.',
  notAList: 'El feed debe ser una lista de publicaciones o un objeto con la lista en "items".',
  repeatedId: 'El id se repite en el feed: se tomó el primero.',
  unknownType: (type: string) => `El tipo "${type}" no existe.`,
  unknownCategory: (category: string) => `La categoría "${category}" no existe para este tipo.`,
  unknownPlace: (place: string) => `No se encontró la dirección "${place}": enviá un objeto con title, lat y lng.`,
  image: (url: string, reason: string) => `La imagen ${url} no se pudo usar: ${reason}`,
  notAnImage: 'no es una imagen JPEG, PNG o WebP.',
  unknownOperation: (operation: string) =>
    `La operación "${operation}" no existe: usá venta, alquiler o alquiler temporario.`,
  unknownPeriod: (period: string) => `El período "${period}" no existe: usá mes o noche.`,
} as const;

/** The feed's list of items: a bare array, or `{ "items": [...] }`. */
export function feedItems(body: Buffer): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new FeedError(FEED_MESSAGES.notJson);
  }
  if (Array.isArray(parsed)) return parsed;
  const items = (parsed as { items?: unknown } | null)?.items;
  if (Array.isArray(items)) return items;
  throw new FeedError(FEED_MESSAGES.notAList);
}

/** The feed as a whole cannot be read: the run fails with this reason. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}
