// A zod error's messages by field, without zod itself: the client's first screen groups them too.
import type { z } from 'zod';

/** Groups a zod error as `{ field: [messages] }`, dotted paths for nested fields. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}
