// The one way the platform fetches a URL a user gave it (feeds, their images, scraping services,
// later webhooks): http(s) only, a streamed size limit, one time limit for the whole exchange, at
// most 10 redirects, and no connection to a private address: every hop's host is checked, and the
// addresses DNS answers are checked inside the connection's own lookup, so the address checked
// is the address connected to.
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutboundPolicy } from './addressPolicy.ts';
import { OUTBOUND_MESSAGES, OutboundFetchError } from './outboundFetchError.ts';
import { checkedTarget, portOf } from './target.ts';

export const OUTBOUND_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 30_000,
  maxRedirects: 10,
} as const;

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  maxBytes?: number;
  timeoutMs?: number;
  /** Capped at OUTBOUND_LIMITS.maxRedirects. */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function guardedLookup(policy: OutboundPolicy, port: number): LookupFunction {
  return (hostname, options, callback) => {
    const answer = async () => {
      const addresses = await policy.resolve(hostname).catch(() => []);
      if (addresses.length === 0) throw new OutboundFetchError('network', OUTBOUND_MESSAGES.network(hostname));
      if (addresses.some(({ address }) => !policy.permits(address, port))) {
        throw new OutboundFetchError('private_address', OUTBOUND_MESSAGES.privateAddress);
      }
      return addresses;
    };
    answer().then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

function send(target: URL, request: OutboundRequest, policy: OutboundPolicy, signal: AbortSignal) {
  const client = target.protocol === 'https:' ? https : http;
  const options = {
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    agent: false as const,
    lookup: guardedLookup(policy, portOf(target)),
    signal,
  };
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = client.request(target, options, resolve);
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new OutboundFetchError('too_large', OUTBOUND_MESSAGES.tooLarge(maxBytes));
  if (declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The request for the next hop: 303 (and 301/302 after a POST) become a GET; credentials stay on their origin. */
function redirected(request: OutboundRequest, status: number, from: URL, to: URL): OutboundRequest {
  const toGet = status === 303 || ((status === 301 || status === 302) && request.method === 'POST');
  const headers = { ...request.headers };
  if (from.origin !== to.origin) delete headers.authorization;
  return toGet ? { ...request, method: 'GET', body: undefined, headers } : { ...request, headers };
}

async function follow(url: string, request: OutboundRequest, policy: OutboundPolicy, signal: AbortSignal) {
  const maxRedirects = Math.min(request.maxRedirects ?? OUTBOUND_LIMITS.maxRedirects, OUTBOUND_LIMITS.maxRedirects);
  let target = checkedTarget(url, policy);
  let hop = request;
  for (let redirects = 0; ; redirects++) {
    const response = await send(target, hop, policy, signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) {
      const body = await readLimited(response, request.maxBytes ?? OUTBOUND_LIMITS.maxBytes);
      return { status: response.statusCode ?? 0, headers: response.headers, body, url: target.href };
    }
    response.destroy();
    if (redirects >= maxRedirects) {
      throw new OutboundFetchError('too_many_redirects', OUTBOUND_MESSAGES.tooManyRedirects(maxRedirects));
    }
    const next = checkedTarget(new URL(location, target).href, policy);
    hop = redirected(hop, response.statusCode ?? 0, target, next);
    target = next;
  }
}

export async function outboundFetch(
  url: string,
  policy: OutboundPolicy,
  request: OutboundRequest = {},
): Promise<OutboundResponse> {
  const timeoutMs = request.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await follow(url, request, policy, signal);
  } catch (error) {
    if (error instanceof OutboundFetchError) throw error;
    if (signal.aborted) throw new OutboundFetchError('timeout', OUTBOUND_MESSAGES.timeout(timeoutMs));
    throw new OutboundFetchError('network', OUTBOUND_MESSAGES.network(safeHost(url)));
  }
}

const safeHost = (url: string) => URL.parse(url)?.host ?? url;

/** A 2xx response, or the failure a seller reads. */
export function expectSuccess(response: OutboundResponse): OutboundResponse {
  if (response.status < 200 || response.status > 299) {
    throw new OutboundFetchError('http_status', OUTBOUND_MESSAGES.httpStatus(response.status));
  }
  return response;
}
