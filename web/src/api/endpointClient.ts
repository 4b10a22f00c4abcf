// Calls an endpoint of a contracts table: the body is parsed with its schema before leaving (so
// it is normalised and invalid input never travels), the answer is parsed with the response schema.
import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import { fieldErrors } from '@app/contracts/fieldErrors';
import type { z } from 'zod';
import type { PathParams } from '../routing/pathPattern.ts';
import { fillPath, type QueryValues } from '../routing/pathPattern.ts';
import { endpointSucceeded } from './endpointSuccess.ts';
import { ApiError } from './failures.ts';
import { type FormValue, toFormData } from './formData.ts';
import type { HttpClient } from './httpClient.ts';

export type BodyOf<Endpoint extends EndpointDefinition> = Endpoint['body'] extends z.ZodType
  ? z.input<Endpoint['body']>
  : undefined;
export type ResponseOf<Endpoint extends EndpointDefinition> = Endpoint['response'] extends z.ZodType
  ? z.output<Endpoint['response']>
  : undefined;

export type QueryOf<Endpoint extends EndpointDefinition> = Endpoint extends { query: z.ZodType }
  ? z.input<Endpoint['query']>
  : undefined;

export interface EndpointInput<Endpoint extends EndpointDefinition> {
  body?: BodyOf<Endpoint>;
  params?: PathParams<Endpoint['path']>;
  /** Query string values, for endpoints that declare a query schema. */
  query?: QueryOf<Endpoint>;
  /** File parts of a multipart body, by name; a list is sent as repeated 'name[]' parts. */
  files?: Record<string, Blob | readonly Blob[] | undefined>;
}

function validInput(schema: z.ZodType | null | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new ApiError({ kind: 'invalid-request', errors: fieldErrors(parsed.error) });
  return parsed.data;
}

function queryValues(endpoint: EndpointDefinition, query: unknown): QueryValues {
  const schema = 'query' in endpoint ? (endpoint.query as z.ZodType | undefined) : undefined;
  return (validInput(schema, query) ?? {}) as QueryValues;
}

export async function callEndpoint<Endpoint extends EndpointDefinition>(
  http: HttpClient,
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
): Promise<ResponseOf<Endpoint>> {
  const body = validInput(endpoint.body, input.body);
  const query = queryValues(endpoint, input.query);
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string>, query);
  const answer = await http({
    method: endpoint.method,
    path,
    ...(endpoint.multipart
      ? { form: toFormData({ ...(body as Record<string, FormValue>), ...input.files }, endpoint.methodOverride) }
      : body === undefined
        ? {}
        : { json: body }),
  });
  if (!endpoint.response) {
    endpointSucceeded(endpoint, body);
    return undefined as ResponseOf<Endpoint>;
  }
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${endpoint.method} ${path}`, parsed.error.issues);
    throw new ApiError({ kind: 'unexpected-response' });
  }
  endpointSucceeded(endpoint, body);
  return parsed.data as ResponseOf<Endpoint>;
}
