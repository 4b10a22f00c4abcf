// Lets one part of the app act when a call of another succeeded, without the caller knowing: the
// install and notification prompts wait for a publication created or alerts turned on.
import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import type { z } from 'zod';

type SuccessListener = (body: unknown) => void;
/** The body as sent: after its schema parsed it. */
type SentBody<Endpoint extends EndpointDefinition> = Endpoint['body'] extends z.ZodType
  ? z.output<Endpoint['body']>
  : undefined;

const listeners = new Map<EndpointDefinition, Set<SuccessListener>>();

/** Calls `listener` with the sent body after each successful call of `endpoint`; returns the undo. */
export function onEndpointSucceeded<Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  listener: (body: SentBody<Endpoint>) => void,
): () => void {
  const forEndpoint = listeners.get(endpoint) ?? new Set<SuccessListener>();
  listeners.set(endpoint, forEndpoint);
  const untyped = listener as SuccessListener;
  forEndpoint.add(untyped);
  return () => forEndpoint.delete(untyped);
}

export function endpointSucceeded(endpoint: EndpointDefinition, body: unknown): void {
  for (const listener of listeners.get(endpoint) ?? []) listener(body);
}
