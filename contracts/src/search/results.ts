// What a search finds: result cards in batches, the count, price bounds, map markers, and the
// filter items a quick text search reads from free Spanish text.
import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';
import { currencyCodeSchema, publicationSchema } from '../publication/publication.ts';
import { REQUEST_TEXT_MAX } from '../text.ts';
import {
  SEARCH_FILTERS_MAX,
  SEARCH_PLACES_MAX,
  searchFilterSchema,
  searchPlaceInputSchema,
  searchPlaceSchema,
} from './filter.ts';
import { searchScopeSchema } from './search.ts';

/** Publication ids the client already holds (loaded or decided): never sent again. */
export const SEARCH_EXCEPT_MAX = 2_000;
const exceptSchema = z.array(z.uuid()).max(SEARCH_EXCEPT_MAX).default([]);

/** POST /search/{uuid}/results */
export const searchResultsRequestSchema = z.object({ except: exceptSchema });
/** GET /search/{uuid}/results?except=id1,id2 (or except=id1&except=id2) */
export const searchResultsQuerySchema = z.object({
  except: z
    .union([z.string().max(REQUEST_TEXT_MAX), z.array(z.string().max(REQUEST_TEXT_MAX))])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat().flatMap((item) => item.split(','))))
    .transform((ids) => ids.map((id) => id.trim()).filter((id) => id.length > 0))
    .pipe(z.array(z.uuid()).max(SEARCH_EXCEPT_MAX)),
});

/** A publication as a swipe card: the publication plus the caller's decision (none until decisions exist). */
export const searchResultSchema = publicationSchema.extend({
  like: z.boolean().nullable(),
  is_super: z.boolean(),
  like_count: z.number().int().nonnegative(),
  decisions_count: z.number().int().nonnegative(),
  /** Everyone else in the group likes it and waits for the caller ("Tu grupo te está esperando en esta"). */
  group_waiting: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A batch of the configured page size (configuration MODEL.search.results); a shorter one is the last. */
export const searchResultsResponseSchema = z.object({ data: z.array(searchResultSchema) });

/** POST /search/{uuid}/result: one publication of the search (shown from the map). */
export const searchResultRequestSchema = z.object({ id: z.uuid() });

/** POST /search/{uuid}/markers */
export const searchMarkersRequestSchema = z.object({ except: exceptSchema });
export const searchMarkerSchema = z.object({
  id: z.uuid(),
  /** [latitude, longitude] */
  coordinates: z.tuple([z.number(), z.number()]),
  amount: z.number().nullable(),
  amount_sale: z.number().nullable(),
  currency: currencyCodeSchema,
});
export type SearchMarker = z.infer<typeof searchMarkerSchema>;
export const searchMarkersResponseSchema = z.object({ data: z.array(searchMarkerSchema) });
/** Markers one call returns at most, best ranked first. */
export const SEARCH_MARKERS_MAX = 1_000;

/** A filter set before it is saved (the builder's count and price slider). */
export const searchDraftSchema = searchScopeSchema.extend({
  filters: z.array(searchFilterSchema).min(1).max(SEARCH_FILTERS_MAX),
  places: z.array(searchPlaceInputSchema).max(SEARCH_PLACES_MAX).default([]),
});
export type SearchDraft = z.infer<typeof searchDraftSchema>;

/** POST /search/count: at most RESULT_COUNT_CAP; `capped` when there are more ('+1000 resultados'). */
export const searchCountResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  capped: z.boolean(),
  label: z.string(),
});

/**
 * POST /search/prices: the lowest and highest price in `currency` among what the filter set
 * finds, ignoring its own price bounds (the slider shows the whole range). Nulls: no priced result.
 */
export const searchPricesRequestSchema = searchDraftSchema.extend({ currency: currencyCodeSchema.default('ARS') });
export const searchPricesResponseSchema = z.object({
  currency: currencyCodeSchema,
  min: z.number().nullable(),
  max: z.number().nullable(),
});

/** POST /search/autocomplete: free Spanish text to filter items. Without type_id the type is guessed. */
export const searchAutocompleteRequestSchema = searchScopeSchema.extend({
  type_id: z.uuid().nullable().default(null),
  text: z.string().trim().min(1).max(TEXT_LENGTH.quickSearch.max),
});
export type SearchAutocompleteRequest = z.infer<typeof searchAutocompleteRequestSchema>;
/** One item per category named ('casa o PH' → two items); empty when nothing was understood. */
export const searchAutocompleteResponseSchema = z.object({
  filters: z.array(searchFilterSchema),
  places: z.array(searchPlaceSchema),
});
export type SearchAutocompleteResponse = z.infer<typeof searchAutocompleteResponseSchema>;
