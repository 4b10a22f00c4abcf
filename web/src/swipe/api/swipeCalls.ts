// Swipe calls go through the search client (guest key included). A 403 that says why (not a
// participant, not the owner) is told as it is; other failures follow the error catalogue.
import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import { httpErrorSchema } from '@app/contracts/errors';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { type CallOptions, presentFailure } from '../../api/client.ts';
import type { EndpointInput, ResponseOf } from '../../api/endpointClient.ts';
import { ApiError } from '../../api/failures.ts';
import { openIdentify } from '../../dialogs/dialogState.ts';
import { notifyError } from '../../feedback/notify.ts';
import { callSearch } from '../../search/api/searchClient.ts';

const REFUSALS_TOLD_AS_THEY_ARE: readonly string[] = [SEARCH_MESSAGES.ownerOnly, SEARCH_MESSAGES.notPossible];

function refusalMessage(error: ApiError): string | null {
  if (error.failure.kind !== 'response' || error.status !== 403) return null;
  const body = httpErrorSchema.safeParse(error.failure.body);
  return body.success && REFUSALS_TOLD_AS_THEY_ARE.includes(body.data.message) ? body.data.message : null;
}

export function presentSwipeFailure(error: ApiError, options: CallOptions = {}): void {
  const refusal = refusalMessage(error);
  if (refusal) {
    notifyError(refusal);
    return;
  }
  presentFailure(error.reaction, options);
  // A visitor acting on a search that is not theirs: identification opens (SPEC.md section 6).
  if (error.status === 401) openIdentify('email');
}

export async function callSwipe<Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
  options: CallOptions = {},
): Promise<ResponseOf<Endpoint>> {
  try {
    return await callSearch(endpoint, input, { ...options, quiet: true });
  } catch (error) {
    if (error instanceof ApiError && !options.quiet) presentSwipeFailure(error, options);
    throw error;
  }
}
