// The error catalogue of SPEC.md section 8: what the person is told when a call fails.
import { ERROR_MESSAGES } from '@app/contracts/messages';
import { httpErrorBody } from './httpErrorBody.ts';

export type RequestFailure =
  /** The request never got an answer (offline, server down, CORS, aborted). */
  | { kind: 'no-response' }
  /** The server answered with an error status. */
  | { kind: 'response'; status: number; body: unknown }
  /** The body was refused before sending: the same per-field messages the server would give. */
  | { kind: 'invalid-request'; errors: Record<string, string[]> }
  /** The server answered 2xx with a body the contract does not describe. */
  | { kind: 'unexpected-response' };

export const PREMIUM_UPSELL_SUBTITLE = 'Para obtener más beneficios';

export type FailureReaction =
  /** 403: identification opens at the premium step. */
  | { kind: 'premium-upsell'; subtitle: string }
  | { kind: 'error'; message: string }
  /** First message of each field, by field, and the same messages in order for toasts. */
  | { kind: 'validation'; fieldErrors: Record<string, string>; messages: string[] };

const STATUS_MESSAGES: Record<number, string> = {
  404: ERROR_MESSAGES.notFound,
  413: ERROR_MESSAGES.payloadTooLarge,
  429: ERROR_MESSAGES.tooManyRequests,
};

function firstMessages(errors: Record<string, string[]>): FailureReaction | null {
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const [first] = messages;
    if (first) fieldErrors[field] = first;
  }
  const messages = Object.values(fieldErrors);
  return messages.length > 0 ? { kind: 'validation', fieldErrors, messages } : null;
}

export function reactionTo(failure: RequestFailure): FailureReaction {
  const generic: FailureReaction = { kind: 'error', message: ERROR_MESSAGES.generic };
  switch (failure.kind) {
    case 'no-response':
      return { kind: 'error', message: ERROR_MESSAGES.noResponse };
    case 'invalid-request':
      return firstMessages(failure.errors) ?? generic;
    case 'unexpected-response':
      return generic;
    case 'response': {
      if (failure.status === 403) return { kind: 'premium-upsell', subtitle: PREMIUM_UPSELL_SUBTITLE };
      const body = httpErrorBody(failure.body);
      const validation = body ? firstMessages(body.errors) : null;
      if (validation) return validation;
      if (body?.message.trim()) return { kind: 'error', message: body.message };
      const statusMessage = STATUS_MESSAGES[failure.status];
      return statusMessage ? { kind: 'error', message: statusMessage } : generic;
    }
    default: {
      const unhandled: never = failure;
      return unhandled;
    }
  }
}

/** A failed call, with what to tell the person already decided. */
export class ApiError extends Error {
  readonly reaction: FailureReaction;

  constructor(readonly failure: RequestFailure) {
    super(
      failure.kind === 'response' ? `Request failed with status ${failure.status}` : `Request failed: ${failure.kind}`,
    );
    this.name = 'ApiError';
    this.reaction = reactionTo(failure);
  }

  get status(): number | null {
    return this.failure.kind === 'response' ? this.failure.status : null;
  }
}
