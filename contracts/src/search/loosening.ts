// POST /search/loosenings (issue 34 item 10): for a filter set that finds nothing, the nearest
// loosenings that find something, as the big portals offer them: a wider price, nearby or wider
// places, fewer rooms, a category or an extra no longer asked. Each carries the whole filter set
// with the change made, so applying it is replacing the draft, and the count that set finds.
import { z } from 'zod';
import { searchFilterSchema, searchPlaceInputSchema } from './filter.ts';
import { searchDraftSchema } from './results.ts';

/** Loosenings one answer offers at most, nearest first. */
export const SEARCH_LOOSENINGS_MAX = 3;

export const LOOSENING_KINDS = ['price', 'places', 'number', 'category', 'extra', 'stock'] as const;
export type LooseningKind = (typeof LOOSENING_KINDS)[number];

export const searchLooseningSchema = z.object({
  kind: z.enum(LOOSENING_KINDS),
  /** What changes, in words: 'Precio hasta U$S 144.000', 'Cerca de Palermo (hasta 5 km)'. */
  label: z.string(),
  count: z.number().int().positive(),
  capped: z.boolean(),
  /** 'Sin resultados', '12 resultados', '+1000 resultados'. */
  count_label: z.string(),
  /** The whole filter set with the change made; changed items lose their title (it no longer says what they ask). */
  filters: z.array(searchFilterSchema),
  places: z.array(searchPlaceInputSchema),
});
export type SearchLoosening = z.infer<typeof searchLooseningSchema>;

export const searchLooseningsResponseSchema = z.object({ data: z.array(searchLooseningSchema) });

export const searchLooseningEndpoints = {
  loosenings: {
    method: 'POST',
    path: '/search/loosenings',
    body: searchDraftSchema,
    response: searchLooseningsResponseSchema,
  },
} as const;

/** Not worded by SPEC.md: the builder's way forward when a filter set finds nothing. */
export const LOOSENING_MESSAGES = {
  title: 'No encontramos publicaciones con estos filtros.',
  offer: 'Probá con:',
  alert: 'Avisame cuando haya',
  alertSaved: 'Guardamos tu búsqueda: te vamos a avisar al instante cuando aparezca algo.',
  anyPlace: 'En cualquier lugar',
  anyPrice: 'Cualquier precio',
  anyCategory: (typeTitle: string) => `Todas las categorías de ${typeTitle}`,
  nearby: (place: string, km: number) => `Cerca de ${place} (hasta ${km} km)`,
  widerPlace: (places: string) => `En ${places}`,
  price: (words: string) => `Precio ${words}`,
  without: (words: string) => `Sin exigir ${words}`,
  noStock: 'Sin exigir stock',
} as const;
