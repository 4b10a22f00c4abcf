// A search's filter items and places (SPEC.md section 3, "Search filter item" and "Place").
// Several items combine with OR, the conditions inside one item with AND; places restrict every
// item whose type has an address. docs/decisions/search.md tells the whole semantics.
import { z } from 'zod';
import { underscoreSlugSchema } from '../catalogue/fields.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { operationSchema } from '../publication/operation.ts';
import { currencyCodeSchema } from '../publication/publication.ts';

/** Filter items one search may hold, and places it may name. */
export const SEARCH_FILTERS_MAX = 10;
export const SEARCH_PLACES_MAX = 10;

const boundSchema = z.number().finite().nullable().default(null);

/** A closed or open range; at least one end is usually given, `min` never above `max`. */
export const numberRangeSchema = z.object({ min: boundSchema, max: boundSchema }).superRefine((range, context) => {
  if (range.min !== null && range.max !== null && range.min > range.max) {
    context.addIssue({ code: 'custom', path: ['max'], message: VALIDATION_MESSAGES.minValue(range.min) });
  }
});
export type NumberRange = z.infer<typeof numberRangeSchema>;

/** Price bounds: whole numbers from 0 (SPEC.md section 5, "Price range"). */
export const amountRangeSchema = z
  .object({
    min: z.number().int().min(0).nullable().default(null),
    max: z.number().int().min(0).nullable().default(null),
  })
  .superRefine((range, context) => {
    if (range.min !== null && range.max !== null && range.min > range.max) {
      context.addIssue({ code: 'custom', path: ['max'], message: VALIDATION_MESSAGES.minValue(range.min) });
    }
  });
export type AmountRange = z.infer<typeof amountRangeSchema>;

const wordSchema = z.string().trim().min(1).max(255);

/**
 * What an extra is filtered by, checked against the extra's type on the server:
 * number → a number (at least that much: '2+') or a range; select, radio → an option slug or a
 * list of them (any of); checkbox → option slugs (all of); boolean, switch → true or false
 * (false: not true); text → words the publication's text must contain; tags → tags (all of).
 */
export const searchExtraValueSchema = z.union([
  z.number().finite(),
  z.boolean(),
  wordSchema,
  z.array(wordSchema).min(1).max(50),
  numberRangeSchema,
]);
export type SearchExtraValue = z.infer<typeof searchExtraValueSchema>;

/** Stock: an item in stock (quantity above 0) at one of the places, in one of the colours and sizes. */
export const stockFilterSchema = z.object({
  places: z.array(wordSchema).max(50).default([]),
  colors: z.array(wordSchema).max(50).default([]),
  sizes: z
    .array(wordSchema.transform((size) => size.toUpperCase()))
    .max(50)
    .default([]),
});
export type StockFilter = z.infer<typeof stockFilterSchema>;

export const searchFilterSchema = z
  .object({
    /** Shown in the active filters list; the server names an untitled item after its conditions. */
    title: z.string().trim().max(255).nullable().default(null),
    type_id: z.uuid(),
    category_id: z.uuid().nullable().default(null),
    /**
     * Sale, rent or temporary rent, for types with operations (docs/decisions/operations.md): the
     * builder starts with it. Null (searches saved before operations) matches every operation.
     */
    operation: operationSchema.nullable().default(null),
    /** Only publications priced in this currency; required with an amount. */
    currency: currencyCodeSchema.nullable().default(null),
    amount: amountRangeSchema.nullable().default(null),
    extras: z.record(underscoreSlugSchema, searchExtraValueSchema).default({}),
    stock: stockFilterSchema.nullable().default(null),
  })
  .superRefine((filter, context) => {
    const bounded = filter.amount !== null && (filter.amount.min !== null || filter.amount.max !== null);
    if (bounded && filter.currency === null) {
      context.addIssue({ code: 'custom', path: ['currency'], message: VALIDATION_MESSAGES.required });
    }
  });
export type SearchFilter = z.infer<typeof searchFilterSchema>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;

/** A place as the client sends it: a gazetteer reference (POST /map/autocomplete), optionally a radius. */
export const searchPlaceInputSchema = z.object({
  reference: z.string().trim().min(1).max(255),
  id: z.string().max(255).optional(),
  name: z.string().max(255).optional(),
  description: z.string().max(255).optional(),
  /** Kilometres around the place's centre; the server picks one by the kind of place when absent. */
  radius_km: z.number().min(0.5).max(500).optional(),
});
export type SearchPlaceInput = z.infer<typeof searchPlaceInputSchema>;

/** A place as stored and returned: `id` is the reference. */
export const searchPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  description: z.string(),
  /** [latitude, longitude] */
  coordinates: z.tuple([z.number(), z.number()]),
  radius_km: z.number(),
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;
