// "Descartadas" (issue 26, "Discarded stays discarded"): what a person rejected in a search stays
// out of their other searches of the same scope until its price drops; they see their discards and
// can restore them (GET /account/discards, POST /account/discards/restore).
import { z } from 'zod';
import { PAGE_SIZE } from '../limits.ts';
import { pagedResultSchema } from '../paging.ts';
import { publicationSchema } from '../publication/publication.ts';
import { searchScopeSchema } from '../search/search.ts';

export const DISCARD_MESSAGES = {
  /** Not worded by SPEC.md. */
  title: 'Descartadas',
  restored: 'La publicación vuelve a aparecer en tus búsquedas.',
  empty: 'No descartaste publicaciones.',
  platform: 'Toda la plataforma',
} as const;

export const discardsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type DiscardsQuery = z.infer<typeof discardsQuerySchema>;

/** Where the discard holds: the scope of the searches it was rejected in, with the scope's name. */
export const discardScopeSchema = searchScopeSchema.extend({ name: z.string() });

export const discardSchema = z.object({
  publication: publicationSchema,
  scope: discardScopeSchema,
  discarded_at: z.iso.datetime({ offset: true }),
  /** Its price dropped since: it shows again in the person's searches, with the 'Bajó de precio' badge. */
  price_dropped: z.boolean(),
});
export type Discard = z.infer<typeof discardSchema>;

export const pagedDiscardsSchema = pagedResultSchema(discardSchema);
export type PagedDiscards = z.infer<typeof pagedDiscardsSchema>;

export const restoreDiscardSchema = searchScopeSchema.extend({ publication_id: z.uuid() });
export type RestoreDiscardRequest = z.infer<typeof restoreDiscardSchema>;
