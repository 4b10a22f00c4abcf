// POST /search/{uuid}/predict/count and /predict/select (owner, premium): publications the search
// finds that nobody decided yet and that resemble what its participants like
// (docs/decisions/swipe-prediction.md tells how they are scored).
import { z } from 'zod';
import { SEARCH_EXCEPT_MAX, searchResultSchema } from '../search/results.ts';

/** Publications one select includes at most, best first. */
export const PREDICTION_SELECT_MAX = 20;

export const predictionRequestSchema = z.object({
  except: z.array(z.uuid()).max(SEARCH_EXCEPT_MAX).default([]),
});
export const predictionCountResponseSchema = z.object({ count: z.number().int().nonnegative() });
/** `message`: 'Se seleccionaron N publicaciones.' (or one, or none). */
export const predictionSelectResponseSchema = z.object({
  message: z.string(),
  data: z.object({ results: z.array(searchResultSchema) }),
});
