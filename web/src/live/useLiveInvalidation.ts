// A socket message makes the queries it affects stale: the screens showing them read again.
import type { z } from 'zod';
import { invalidateScopes, type QueryScope } from '../api/query/endpointQueries.ts';
import { useLiveMessage } from './useLiveMessage.ts';

export function useLiveInvalidation<Schema extends z.ZodType>(
  event: string,
  schema: Schema,
  affectedScopes: (message: z.output<Schema>) => readonly QueryScope[],
  enabled = true,
): void {
  useLiveMessage(event, schema, (message) => void invalidateScopes(...affectedScopes(message)), enabled);
}
