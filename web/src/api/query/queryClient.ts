// The one server-state layer of the client (TanStack Query over the typed API client): what is
// cached, when a read is tried again, and how a failed read is told to the person (the error
// catalogue of SPEC.md section 8, once, after the last attempt).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { sessionToken } from '../../session/sessionState.ts';
import { presentFailure } from '../client.ts';
import { ApiError } from '../failures.ts';
import { forgetOnSessionChange } from './sessionCache.ts';

/** Reads are tried again only when the server may answer next time (no answer, or it was busy). */
const RETRIED_STATUSES = new Set([502, 503, 504]);
const MAX_READ_RETRIES = 2;
/** Data shown again within this time is not fetched again (sockets and commands invalidate it). */
const FRESH_MS = 30_000;

export interface QueryMeta extends Record<string, unknown> {
  /** The screen tells the person itself; the catalogue's toast is not shown. */
  quiet?: boolean;
  /** Tells a failure its own way (a swipe call's refusals), instead of the catalogue's reaction. */
  present?: (error: ApiError) => void;
  /** Read once per key: a session change does not read it again (it is keyed by the person). */
  once?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES || !(error instanceof ApiError)) return false;
  if (error.failure.kind === 'no-response') return true;
  return error.status !== null && RETRIED_STATUSES.has(error.status);
}

function tellThePerson(error: unknown, meta: QueryMeta | undefined): void {
  if (!(error instanceof ApiError) || meta?.quiet) return;
  if (meta?.present) meta.present(error);
  else presentFailure(error.reaction);
}

export function createAppQueryClient(options: { retryDelayMs?: number } = {}): QueryClient {
  const retryDelay = options.retryDelayMs === undefined ? {} : { retryDelay: options.retryDelayMs };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => tellThePerson(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => tellThePerson(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryRead, ...retryDelay, staleTime: FRESH_MS, refetchOnWindowFocus: false },
      // A command is never repeated behind the person's back: it may not be idempotent.
      mutations: { retry: false },
    },
  });
}

/** The app's client; tests build their own with createAppQueryClient. */
export const queryClient = createAppQueryClient();
forgetOnSessionChange(queryClient, sessionToken);
