// The app's API client: endpoint calls with the session token, and failures told to the person
// as the error catalogue says (toasts, the premium step on 403, or the form's fields).
import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import { openIdentify } from '../dialogs/dialogState.ts';
import { notifyError } from '../feedback/notify.ts';
import { sessionToken } from '../session/sessionState.ts';
import { callEndpoint, type EndpointInput, type ResponseOf } from './endpointClient.ts';
import { ApiError, type FailureReaction } from './failures.ts';
import { createHttpClient } from './httpClient.ts';

export const http = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  token: () => sessionToken.peek(),
});

export interface CallOptions {
  /** Shows validation messages under the form's fields instead of as toasts. */
  onFieldErrors?: (fieldErrors: Record<string, string>) => void;
  /** The caller tells the person itself. */
  quiet?: boolean;
}

export function presentFailure(reaction: FailureReaction, options: CallOptions = {}): void {
  switch (reaction.kind) {
    case 'premium-upsell':
      openIdentify('premium', { subtitle: reaction.subtitle, requires: { premium: true } });
      return;
    case 'error':
      notifyError(reaction.message);
      return;
    case 'validation':
      if (options.onFieldErrors) options.onFieldErrors(reaction.fieldErrors);
      else for (const message of reaction.messages) notifyError(message);
      return;
    default: {
      const unhandled: never = reaction;
      throw new Error(`Unhandled failure reaction ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Calls an endpoint; on failure tells the person (unless quiet) and rethrows the ApiError. */
export async function call<Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
  options: CallOptions = {},
): Promise<ResponseOf<Endpoint>> {
  try {
    return await callEndpoint(http, endpoint, input);
  } catch (error) {
    if (error instanceof ApiError && !options.quiet) presentFailure(error.reaction, options);
    throw error;
  }
}
