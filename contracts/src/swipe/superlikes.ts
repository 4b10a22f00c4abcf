// What a superlike hands the publication's owners: the searcher and the contact data they enabled.
import { z } from 'zod';
import { PAGE_SIZE } from '../limits.ts';
import { swipeUserSchema } from './decisions.ts';

/** Only the contact types the searcher enabled are filled; all null: 'No se encontraron datos de contacto.' */
export const superlikeContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type SuperlikeContact = z.infer<typeof superlikeContactSchema>;

/** A publication as a notification names it. */
export const publicationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  image_url: z.string().nullable(),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

/** GET /account/stat/publication/{id}/superlikes (the publication's owners, premium). */
export const superlikesQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  orderBy: z.enum(['created_at']).default('created_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
});

/** One searcher who superliked the publication; `created_at` shows as how long ago. */
export const superlikeSchema = swipeUserSchema.extend({
  search_id: z.uuid(),
  contact: superlikeContactSchema,
  created_at: z.iso.datetime({ offset: true }),
  /** When an owner marked this lead contacted ("Marcar como contactado"); null until then. */
  contacted_at: z.iso.datetime({ offset: true }).nullable(),
  /** How warm the lead is, 0–100: the group's agreement, how far into the deck, the price's fit. */
  score: z.number().int().min(0).max(100),
});
export type Superlike = z.infer<typeof superlikeSchema>;

export const pagedSuperlikesSchema = z.object({
  publication: publicationSummarySchema,
  data: z.array(superlikeSchema),
  current_page: z.number(),
  last_page: z.number(),
  total: z.number(),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
});
