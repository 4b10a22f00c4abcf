// What a participant sends while swiping a search together, and what they get back.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';

/** A comment's length (SPEC.md leaves it open; the box grows to 10 rows). */
export const DECISION_COMMENT_MAX = 1_000;
/** Publications one likes-all call may mark. */
export const LIKES_ALL_MAX = 200;

export const SWIPE_MESSAGES = {
  selectionFinished: 'Se envió un aviso de que tu selección fué finalizada.',
  oneSelected: 'Se seleccionó una publicación.',
  manySelected: (count: number) => `Se seleccionaron ${count} publicaciones.`,
  noneSelected: 'No se seleccionaron publicaciones.',
  noContactData: 'No se encontraron datos de contacto.',
  superlikeLimit: (limit: number) => `Llegaste a los ${limit} superlikes de hoy. Mañana podés enviar más.`,
  /** Not worded by SPEC.md: the caller is not a participant of the search, or it is not shared. */
  notParticipant: 'No es posible realizar esta acción.',
  /** Not worded by SPEC.md: a participant with no account in lists (the guest who created the search). */
  guestName: 'Visitante',
} as const;

export function selectedMessage(count: number): string {
  if (count === 0) return SWIPE_MESSAGES.noneSelected;
  return count === 1 ? SWIPE_MESSAGES.oneSelected : SWIPE_MESSAGES.manySelected(count);
}

/** A person as swipe screens show them. `id` is the account id, or 'guest' for a guest owner. */
export const swipeUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});
export type SwipeUser = z.infer<typeof swipeUserSchema>;

/**
 * POST /search/{uuid}/decision: either `like` (true like, false reject; `is_super` with a like
 * sends the caller's contact to the publication's owners) or `comment` (null clears it).
 */
export const decisionRequestSchema = z
  .object({
    publication_id: z.uuid(),
    like: z.boolean().optional(),
    is_super: z.boolean().default(false),
    comment: z.string().trim().max(DECISION_COMMENT_MAX).nullable().optional(),
  })
  .superRefine((request, context) => {
    const hasLike = request.like !== undefined;
    const hasComment = request.comment !== undefined;
    if (hasLike === hasComment) {
      context.addIssue({ code: 'custom', path: ['like'], message: VALIDATION_MESSAGES.required });
    }
    if (request.is_super && request.like !== true) {
      context.addIssue({ code: 'custom', path: ['is_super'], message: VALIDATION_MESSAGES.invalid });
    }
  });
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

/** Other participants who like the same publication: `exists` when there is at least one. */
export const coincidencesSchema = z.object({ exists: z.boolean(), users: z.array(swipeUserSchema) });
export type Coincidences = z.infer<typeof coincidencesSchema>;

export const decisionResponseSchema = z.object({ coincidences: coincidencesSchema });
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

/** POST /search/{uuid}/undo: the caller's decision on the publication goes back to none. */
export const undoRequestSchema = z.object({ publication_id: z.uuid() });

/** POST /search/{uuid}/likes-all: marks every given publication as liked. */
export const likesAllRequestSchema = z.object({
  publication_ids: z.array(z.uuid()).max(LIKES_ALL_MAX),
});
export const likesAllResponseSchema = z.object({ message: z.string(), liked: z.number().int().nonnegative() });

/** POST /search/{uuid}/visit: the search was opened or, with a publication, its card was seen. */
export const visitRequestSchema = z.object({ publication_id: z.uuid().nullable().default(null) });

/** Join, undo, finish and visit answer with the message to show (null: nothing to say). */
export const swipeMessageResponseSchema = z.object({ message: z.string().nullable() });

/** GET /search/{uuid}/totals, for the caller. */
export const swipeTotalsSchema = z.object({
  /** Results the caller has not decided yet (counted up to RESULT_COUNT_CAP). */
  remaining: z.number().int().nonnegative(),
  /** Publications the caller likes. */
  likes: z.number().int().nonnegative(),
  /** Publications two or more participants like. */
  coincidences: z.number().int().nonnegative(),
});
export type SwipeTotals = z.infer<typeof swipeTotalsSchema>;
