// The body of a failed call (contracts: httpErrorSchema) checked by hand: the error catalogue is on
// the first screen and zod is not (docs/lighthouse.md). httpErrorBody.unit.spec.ts holds it to the schema.
import type { HttpError } from '@app/contracts/errors';

function isMessageList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((message) => typeof message === 'string');
}

export function httpErrorBody(body: unknown): HttpError | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, errors = {} } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || typeof errors !== 'object' || errors === null || Array.isArray(errors)) {
    return null;
  }
  if (!Object.values(errors).every(isMessageList)) return null;
  return { message, errors: errors as Record<string, string[]> };
}
