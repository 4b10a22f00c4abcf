// A search as the API returns it (SPEC.md section 3, "Search"), what creates and changes it, and
// the Spanish messages of its screens.
import { z } from 'zod';
import { PAGE_SIZE, RESULT_COUNT_CAP, TEXT_LENGTH } from '../limits.ts';
import { consensusRuleSchema } from '../swipe/consensus.ts';
import {
  SEARCH_FILTERS_MAX,
  SEARCH_PLACES_MAX,
  searchFilterSchema,
  searchPlaceInputSchema,
  searchPlaceSchema,
} from './filter.ts';
import { GUEST_KEY_HEADER, GUEST_KEY_PATTERN } from './guestKey.ts';

/** Orders of results (configuration's `search_orders`); relevance is the default. */
export const SEARCH_ORDER_SLUGS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export const searchOrderSlugSchema = z.enum(SEARCH_ORDER_SLUGS);
export type SearchOrder = z.infer<typeof searchOrderSlugSchema>;

/** What a shared search shows its participants (configuration's `filtered_options`). */
export const SEARCH_FILTERED_OPTIONS = ['all', 'liked', 'predicted'] as const;
/** Options only premium owners may pick. */
export const PREMIUM_FILTERED_OPTIONS: readonly SearchFilteredOption[] = ['liked', 'predicted'];
export const searchFilteredOptionSchema = z.enum(SEARCH_FILTERED_OPTIONS);
export type SearchFilteredOption = z.infer<typeof searchFilteredOptionSchema>;

export { GUEST_KEY_HEADER };
export const guestKeySchema = z.string().max(128).regex(GUEST_KEY_PATTERN);

const nullableUuid = z.uuid().nullable().default(null);

/** Where a search looks: the whole platform (no id), a microsite, a group or a user's storefront. */
export const searchScopeSchema = z.object({
  microsite_id: nullableUuid,
  group_id: nullableUuid,
  user_id: nullableUuid,
});
export type SearchScope = z.infer<typeof searchScopeSchema>;

const filtersSchema = z.array(searchFilterSchema).min(1).max(SEARCH_FILTERS_MAX);
const placesSchema = z.array(searchPlaceInputSchema).max(SEARCH_PLACES_MAX).default([]);

/** POST /search */
export const searchCreateSchema = searchScopeSchema.extend({
  filters: filtersSchema,
  places: placesSchema,
  order: searchOrderSlugSchema.default('relevance'),
  /** Made from a quick text search (POST /search/autocomplete). */
  autocompleted: z.boolean().default(false),
});
export type SearchCreateRequest = z.infer<typeof searchCreateSchema>;

/** PUT /search/{uuid}: the scope stays as created. */
export const searchChangeSchema = z.object({
  filters: filtersSchema,
  places: placesSchema,
  order: searchOrderSlugSchema.default('relevance'),
});
export type SearchChangeRequest = z.infer<typeof searchChangeSchema>;

const titleSchema = z.string().trim().min(TEXT_LENGTH.title.min).max(TEXT_LENGTH.title.max);
export const SEARCH_DESCRIPTION_MAX = 1_000;

export const searchTitleSchema = z.object({ title: titleSchema });
export const searchShareSchema = z.object({ shareable: z.boolean(), filtered: searchFilteredOptionSchema });
/** Publishing to the search's group needs a title: the one given here or the search's own. */
export const searchPublishSchema = z.object({
  public: z.boolean(),
  title: titleSchema.optional(),
  description: z.string().trim().max(SEARCH_DESCRIPTION_MAX).nullable().default(null),
});

/** A participant of a search; today only its owner (shared searches bring the others). */
export const searchUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  pivot: z.object({
    owner: z.boolean(),
    creator: z.boolean(),
    finished_at: z.iso.datetime({ offset: true }).nullable(),
    like: z.boolean().nullable(),
    tags: z.array(z.string()),
    comment: z.string().nullable(),
  }),
});

export const searchSchema = z.object({
  /** The same value as `uuid`: searches are addressed by uuid everywhere. */
  id: z.uuid(),
  uuid: z.uuid(),
  /** The owner's title, else the suggested one; null or empty shows 'Sin título'. */
  title: z.string().nullable(),
  /** One filter: its title; several: a phrase with their number. */
  title_suggested: z.string(),
  description: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** Published to its group. */
  public: z.boolean(),
  shareable: z.boolean(),
  /** What participants of a shared search see; null while not shared. */
  filtered: searchFilteredOptionSchema.nullable(),
  autocompleted: z.boolean(),
  order: searchOrderSlugSchema,
  group_id: z.uuid().nullable(),
  microsite_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  filters: z.array(searchFilterSchema),
  places: z.array(searchPlaceSchema),
  features: z.object({ superlike: z.boolean() }),
  microsite: z.object({ name: z.string(), host: z.string(), logo_square_url: z.string().nullable() }).nullable(),
  group: z.object({ id: z.uuid(), name: z.string(), logo_url: z.string().nullable() }).nullable(),
  user: z.object({ name: z.string(), slug: z.string().nullable(), avatar_url: z.string().nullable() }).nullable(),
  users: z.array(searchUserSchema),
  pinneds_count: z.number().int().nonnegative(),
  decisions_true_count: z.number().int().nonnegative(),
  decisions_false_count: z.number().int().nonnegative(),
  /** The caller owns it (by account, or by guest key while no account claimed it). */
  is_owner: z.boolean(),
  /** When the participants' likes make a coincidence (the owner chooses it in the search's options). */
  consensus: consensusRuleSchema,
});
export type Search = z.infer<typeof searchSchema>;

/** Writes answer with the message to show (null: nothing to say) and the search as stored. */
export const searchWriteResponseSchema = z.object({ message: z.string().nullable(), data: searchSchema });
export const searchTextResponseSchema = z.object({ text: z.string() });

export const ACCOUNT_SEARCH_ORDER_FIELDS = ['created_at', 'title'] as const;
/** GET /account/search */
export const accountSearchListQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  orderBy: z.enum(ACCOUNT_SEARCH_ORDER_FIELDS).default('created_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type AccountSearchListQuery = z.infer<typeof accountSearchListQuerySchema>;

export const pagedSearchesSchema = z.object({
  data: z.array(searchSchema),
  current_page: z.number(),
  last_page: z.number(),
  total: z.number(),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
});

export const SEARCH_MESSAGES = {
  ownerOnly: 'Para realizar esta acción debes haber creado esta búsqueda.',
  notPossible: 'No es posible realizar esta acción.',
  updated: 'Búsqueda actualizada correctamente.',
  shared: 'Búsqueda compartida correctamente.',
  published: 'La búsqueda fué publicada.',
  unpublished: 'La búsqueda dejó de estar publicada.',
  deleted: 'Búsqueda eliminada correctamente.',
  added: (title: string) => `Búsqueda de ${title} agregada correctamente`,
  untitled: 'Sin título',
  noResults: 'No hay resultados',
  noSearches: 'No se encontraron búsquedas',
  noPriceRange: 'No se encontraron rangos de precios para los filtros seleccionados.',
  countUnknown: 'Buscar',
} as const;

/** 'Sin resultados', '1 resultado', 'n resultados', '+1000 resultados' (SPEC.md section 8). */
export function resultCountLabel(count: number, capped: boolean): string {
  if (capped) return `+${RESULT_COUNT_CAP} resultados`;
  if (count === 0) return 'Sin resultados';
  return count === 1 ? '1 resultado' : `${count} resultados`;
}
