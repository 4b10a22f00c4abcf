// Query and mutation helpers over the contracts' endpoint tables. A query's key starts with its
// scope (what kind of data it is: 'searches', 'publications', 'user' …) so a command or a socket
// message can invalidate every query of that kind at once, whatever endpoint read it.
import type { EndpointDefinition } from '@app/contracts/account/endpoints';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../client.ts';
import { callEndpoint, type EndpointInput, type ResponseOf } from '../endpointClient.ts';
import type { ApiError } from '../failures.ts';
import type { HttpClient } from '../httpClient.ts';
import { queryClient } from './queryClient.ts';

export type QueryScope = string | readonly unknown[];

function scopeKey(scope: QueryScope): readonly unknown[] {
  return typeof scope === 'string' ? [scope] : scope;
}

export function endpointKey<Endpoint extends EndpointDefinition>(
  scope: QueryScope,
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
): QueryKey {
  return [
    ...scopeKey(scope),
    `${endpoint.method} ${endpoint.path}`,
    input.params ?? {},
    input.query ?? {},
    input.body ?? null,
  ];
}

/**
 * Options for a read of one endpoint, for useQuery, prefetchQuery or ensureQueryData; `via` is the
 * HTTP client that sends it (the search client adds the visitor's guest key).
 */
export function endpointQuery<Endpoint extends EndpointDefinition>(
  scope: QueryScope,
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
  via: HttpClient = http,
) {
  return queryOptions<ResponseOf<Endpoint>, ApiError>({
    queryKey: endpointKey(scope, endpoint, input),
    queryFn: () => callEndpoint(via, endpoint, input),
  });
}

export type ReadOptions<Endpoint extends EndpointDefinition> = Omit<
  UseQueryOptions<ResponseOf<Endpoint>, ApiError>,
  'queryKey' | 'queryFn'
> & { via?: HttpClient };

/** Reads an endpoint, cached under its scope; failures are told by the catalogue unless meta.quiet. */
export function useEndpointQuery<Endpoint extends EndpointDefinition>(
  scope: QueryScope,
  endpoint: Endpoint,
  input: EndpointInput<Endpoint> = {},
  { via, ...options }: ReadOptions<Endpoint> = {},
) {
  return useQuery({ ...endpointQuery(scope, endpoint, input, via), ...options });
}

interface CommandOptions<Endpoint extends EndpointDefinition>
  extends Omit<UseMutationOptions<ResponseOf<Endpoint>, ApiError, EndpointInput<Endpoint>>, 'mutationFn'> {
  /** Scopes whose queries are stale once the command succeeded. */
  invalidates?: readonly QueryScope[];
}

/** Sends a command to an endpoint; on success the named scopes are read again. */
export function useEndpointMutation<Endpoint extends EndpointDefinition>(
  endpoint: Endpoint,
  { invalidates = [], onSuccess, ...options }: CommandOptions<Endpoint> = {},
) {
  const client = useQueryClient();
  return useMutation<ResponseOf<Endpoint>, ApiError, EndpointInput<Endpoint>>({
    ...options,
    mutationFn: (input) => callEndpoint(http, endpoint, input),
    onSuccess: async (...args) => {
      await invalidateScopesOf(client, invalidates);
      await onSuccess?.(...args);
    },
  });
}

/** Marks every query under these scopes stale; the ones on screen are read again at once. */
export async function invalidateScopes(...scopes: readonly QueryScope[]): Promise<void> {
  await invalidateScopesOf(queryClient, scopes);
}

async function invalidateScopesOf(client: QueryClient, scopes: readonly QueryScope[]): Promise<void> {
  await Promise.all(scopes.map((scope) => client.invalidateQueries({ queryKey: scopeKey(scope) })));
}
