// POST /search/{uuid}/filtereds: the publications a search's participants decided, with each
// participant's decision, for the account.search.filtered screen.
import { z } from 'zod';
import { PAGE_SIZE } from '../limits.ts';
import { publicationSchema } from '../publication/publication.ts';
import { swipeUserSchema } from './decisions.ts';

/**
 * A participant's tags on a publication: `top` superliked, `visited` saw its card, `discarded`
 * rejected it.
 */
export const DECISION_TAGS = ['top', 'visited', 'discarded'] as const;
export const decisionTagSchema = z.enum(DECISION_TAGS);
export type DecisionTag = z.infer<typeof decisionTagSchema>;

export const filteredRequestSchema = z.object({
  /** Words of the title. */
  search: z.string().trim().max(255).optional(),
  /** Only this participant's decisions (an account id); everyone's when absent. */
  user_id: z.uuid().nullable().optional(),
  /** true liked, false rejected; absent or null: both. */
  like: z.boolean().nullable().optional(),
  /** `ranking`: the group's ranking (groupRanking.ts), best first; orderMethod does not apply. */
  orderBy: z.enum(['title', 'decided_at', 'ranking']).default('title'),
  orderMethod: z.enum(['asc', 'desc']).default('asc'),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
});
export type FilteredRequest = z.infer<typeof filteredRequestSchema>;

/** One participant's decision on one publication (SPEC.md: users pivot like, tags, comment). */
export const userDecisionSchema = swipeUserSchema.extend({
  pivot: z.object({
    like: z.boolean().nullable(),
    is_super: z.boolean(),
    tags: z.array(decisionTagSchema),
    comment: z.string().nullable(),
    decided_at: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type UserDecision = z.infer<typeof userDecisionSchema>;

export const filteredPublicationSchema = publicationSchema.extend({
  /** The decision of `user_id` when given, else the caller's. */
  like: z.boolean().nullable(),
  is_super: z.boolean(),
  pivot: z.object({ like: z.boolean().nullable(), comment: z.string().nullable() }),
  /** Every participant who decided it or commented on it. */
  users_decisions: z.array(userDecisionSchema),
  like_count: z.number().int().nonnegative(),
  decisions_count: z.number().int().nonnegative(),
});
export type FilteredPublication = z.infer<typeof filteredPublicationSchema>;

export const filteredResponseSchema = z.object({
  data: z.array(filteredPublicationSchema),
  current_page: z.number(),
  last_page: z.number(),
  total: z.number(),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
});
