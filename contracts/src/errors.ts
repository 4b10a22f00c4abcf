import { z } from 'zod';

/** The body of every 4xx/5xx answer: a message, and per-field messages for validation errors. */
export const httpErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
});
export type HttpError = z.infer<typeof httpErrorSchema>;
