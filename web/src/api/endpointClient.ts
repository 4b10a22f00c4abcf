// Calls an endpoint of a contracts table: the body is parsed with its schema before leaving (so
// it is normalised and invalid input never travels), the answer is parsed with the response schema.
import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import { fieldErrors } from '@app/contracts/spanishErrors';
import type { z } from 'zod';
import type { PathParams } from '../routing/pathPattern.ts';
import { fillPath } from '../routing/pathPattern.ts';
import { ApiError } from './failures.ts';
import { type FormValue, toFormData } from './formData.ts';
import type { HttpClient } from './httpClient.ts';

export type BodyOf<Endpoint extends EndpointDefinition> = Endpoint['body'] extends z.ZodType
  ? z.input<Endpoint['body']>
  : undefined;
export type ResponseOf<Endpoint extends EndpointDefinition> = Endpoint['response'] extends z.ZodType
  ? z.output<Endpoint['response']>
  : undefined;

export interface EndpointInput<Endpoint extends EndpointDefinition> {
  body?: BodyOf<Endpoint>;
  params?: PathParams<Endpoint['path']>;
  /** File parts of a multipart body, by name. */
  files?: Record<string, Blob | undefined>;
}

function validBody(endpoint: EndpointDefinition, body: unknown): unknown {
  if (!endpoint.body) return undefined;
  const parsed = endpoint.body.safeParse(body ?? {});
  if (!parsed.success) throw new ApiError({ kind: 'invalid-request', errors: fieldErrors(parsed.error) });
  return parsed.data;
}

export async function callEndpoint<Endpoint extends EndpointDefinition>(
  http: HttpClient,
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
): Promise<ResponseOf<Endpoint>> {
  const body = validBody(endpoint, input.body);
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
  const answer = await http({
    method: endpoint.method,
    path,
    ...(endpoint.multipart
      ? { form: toFormData({ ...(body as Record<string, FormValue>), ...input.files }, endpoint.methodOverride) }
      : body === undefined
        ? {}
        : { json: body }),
  });
  if (!endpoint.response) return undefined as ResponseOf<Endpoint>;
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${endpoint.method} ${path}`, parsed.error.issues);
    throw new ApiError({ kind: 'unexpected-response' });
  }
  return parsed.data as ResponseOf<Endpoint>;
}
