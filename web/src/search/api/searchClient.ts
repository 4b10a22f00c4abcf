// Search calls go through their own HTTP client: the app's one plus the guest key header, so a
// visitor's searches stay theirs. Failures are told to the person like every other call.

import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import { type CallOptions, presentFailure } from '../../api/client.ts';
import { callEndpoint, type EndpointInput, type ResponseOf } from '../../api/endpointClient.ts';
import { ApiError } from '../../api/failures.ts';
import { createHttpClient } from '../../api/httpClient.ts';
import { currentGuestKey, withGuestKey } from '../../session/guestKey.ts';
import { sessionToken } from '../../session/sessionState.ts';

/** The app's HTTP client plus the guest key: search reads in queries go through it (`via`). */
export const searchHttp = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, withGuestKey(init, currentGuestKey())),
  token: () => sessionToken.peek(),
});

export async function callSearch<Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
  options: CallOptions = {},
): Promise<ResponseOf<Endpoint>> {
  try {
    return await callEndpoint(searchHttp, endpoint, input);
  } catch (error) {
    if (error instanceof ApiError && !options.quiet) presentFailure(error.reaction, options);
    throw error;
  }
}
