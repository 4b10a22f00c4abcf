// HTTP to the API (SPEC.md section 7): base /api on the same origin, cookies included, JSON,
// never cached, Spanish answers, and the session token when there is one.
import { ApiError } from './failures.ts';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Path under /api, starting with '/'. */
  path: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
}

export interface HttpClientOptions {
  fetch: typeof globalThis.fetch;
  token: () => string | null;
}

export type HttpClient = (request: HttpRequest) => Promise<unknown>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headersFor(request: HttpRequest, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'es' });
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Resolves with the parsed body (null when empty) or rejects with an ApiError. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return async (request) => {
    let response: Response;
    try {
      response = await options.fetch(`${API_BASE}${request.path}`, {
        method: request.method,
        headers: headersFor(request, options.token()),
        body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
        credentials: 'include',
        cache: 'no-store',
      });
    } catch {
      throw new ApiError({ kind: 'no-response' });
    }
    const body = await readBody(response).catch(() => null);
    if (!response.ok) throw new ApiError({ kind: 'response', status: response.status, body });
    return body;
  };
}
