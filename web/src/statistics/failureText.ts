// The Spanish text of a failed statistics read, shown in place (not as the premium upsell a 403
// opens elsewhere: a premium account without statistics is told so).
import { httpErrorSchema } from '@app/contracts/errors';
import { ERROR_MESSAGES } from '@app/contracts/messages';
import { ApiError } from '../api/failures.ts';

export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return ERROR_MESSAGES.generic;
  if (error.failure.kind === 'response') {
    const body = httpErrorSchema.safeParse(error.failure.body);
    if (body.success && body.data.message.trim()) return body.data.message;
  }
  const reaction = error.reaction;
  if (reaction.kind === 'error') return reaction.message;
  if (reaction.kind === 'validation') return reaction.messages[0] ?? ERROR_MESSAGES.generic;
  return ERROR_MESSAGES.generic;
}
