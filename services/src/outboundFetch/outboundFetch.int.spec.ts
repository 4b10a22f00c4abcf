// Real loopback servers; the policy lets the feed server's port through and nothing else private.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, type OutboundPolicy, PUBLIC_INTERNET } from './addressPolicy.ts';
import { outboundFetch } from './outboundFetch.ts';
import type { OutboundFailure } from './outboundFetchError.ts';
import { checkPublicUrl } from './target.ts';
import { loopbackTestAllowance } from './testAllowance.ts';
import { type LoopbackServer, startLoopbackServer } from './testing.ts';

let feed: LoopbackServer;
/** A loopback server the policy does not name: reaching it would be a hole. */
let internal: LoopbackServer;
let policy: OutboundPolicy;
let streamedBeforeAbort = 0;

const MEGABYTE = 1024 * 1024;

function redirect(response: ServerResponse, location: string, status = 302) {
  response.writeHead(status, { location }).end();
}

function streamMegabytes(response: ServerResponse, megabytes: number) {
  response.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 32);
  let sent = 0;
  const pump = () => {
    while (sent < megabytes * MEGABYTE) {
      sent += chunk.length;
      streamedBeforeAbort = sent;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  pump();
}

/** IPv6 forms that carry the internal server's loopback address. */
const EMBEDDED_LOOPBACK = [
  '[::127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::ffff:0:127.0.0.1]',
  '[64:ff9b::127.0.0.1]',
  '[2002:7f00:1::]',
];

const embeddedInternal = (form: string | null) => `http://${form}:${internal.port}/admin`;

beforeAll(async () => {
  internal = await startLoopbackServer((_request, response) => response.end('secreto'));
  feed = await startLoopbackServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    if (url.pathname === '/feed') return void response.end('{"items":[]}');
    if (url.pathname === '/chain') return redirect(response, hops > 0 ? `/chain?hops=${hops - 1}` : '/feed');
    if (url.pathname === '/to-metadata') return redirect(response, 'http://169.254.169.254/latest/meta-data/');
    if (url.pathname === '/to-internal') return redirect(response, internal.url('/admin'), 307);
    if (url.pathname === '/to-internal-by-name') return redirect(response, `http://localhost:${internal.port}/admin`);
    if (url.pathname === '/to-embedded') return redirect(response, embeddedInternal(url.searchParams.get('form')));
    if (url.pathname === '/to-file') return redirect(response, 'file:///etc/passwd');
    if (url.pathname === '/declared-huge')
      return void response.writeHead(200, { 'content-length': 50 * MEGABYTE }).end();
    if (url.pathname === '/endless') return streamMegabytes(response, 50);
    if (url.pathname === '/stalls') return void response.writeHead(200).write('{"items":[');
    response.writeHead(404).end();
  });
  policy = loopbackTestAllowance([feed.port]);
});
afterAll(async () => {
  await feed.close();
  await internal.close();
});

async function failureOf(promise: Promise<unknown>): Promise<OutboundFailure | 'none'> {
  return promise.then(
    () => 'none',
    (error: { failure?: OutboundFailure }) => error.failure ?? 'none',
  );
}

it('fetches an allowed feed', async () => {
  const response = await outboundFetch(feed.url('/feed'), policy);
  expect(response.status).toBe(200);
  expect(response.body.toString()).toBe('{"items":[]}');
});

describe('refuses private addresses before connecting', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.8/feed.json',
    'http://192.168.0.1/',
    'http://172.16.5.4/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[::10.0.0.8]/',
    'http://[::ffff:0:169.254.169.254]/',
    'http://[64:ff9b::169.254.169.254]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'http://0.0.0.0/',
    'http://2130706433/',
  ])('%s', async (url) => {
    expect(await failureOf(outboundFetch(url, policy))).toBe('private_address');
  });

  it('a loopback server on a port the policy does not name, though it answers', async () => {
    expect(await failureOf(outboundFetch(internal.url('/admin'), policy))).toBe('private_address');
    expect(await failureOf(outboundFetch(feed.url('/feed'), PUBLIC_INTERNET))).toBe('private_address');
    expect(internal.requests).toEqual([]);
  });

  it('a hostname that resolves to 127.0.0.1 (the system resolver: localhost)', async () => {
    const url = `http://localhost:${internal.port}/admin`;
    expect(await failureOf(outboundFetch(url, PUBLIC_INTERNET))).toBe('private_address');
    expect(internal.requests).toEqual([]);
  });

  it('a public-looking hostname whose DNS answer is 127.0.0.1, or has it among public answers', async () => {
    const pointsHome: OutboundPolicy = {
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      permits: (address) => isPublicAddress(address),
    };
    const mixed: OutboundPolicy = {
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      permits: (address) => isPublicAddress(address),
    };
    const url = `http://tienda.example.com:${internal.port}/admin`;
    expect(await failureOf(outboundFetch(url, pointsHome))).toBe('private_address');
    expect(await failureOf(outboundFetch(url, mixed))).toBe('private_address');
    expect(internal.requests).toEqual([]);
  });
});

describe('checks every redirect hop', () => {
  it('a redirect to 169.254.169.254', async () => {
    expect(await failureOf(outboundFetch(feed.url('/to-metadata'), policy))).toBe('private_address');
  });

  it('a redirect to an internal loopback service, by address or by name', async () => {
    expect(await failureOf(outboundFetch(feed.url('/to-internal'), policy))).toBe('private_address');
    expect(await failureOf(outboundFetch(feed.url('/to-internal-by-name'), policy))).toBe('private_address');
    expect(internal.requests).toEqual([]);
  });

  it.each(EMBEDDED_LOOPBACK)('a redirect to the internal service as %s', async (form) => {
    const hop = feed.url(`/to-embedded?form=${encodeURIComponent(form)}`);
    expect(await failureOf(outboundFetch(hop, policy))).toBe('private_address');
    expect(internal.requests).toEqual([]);
  });

  it('a redirect to another protocol', async () => {
    expect(await failureOf(outboundFetch(feed.url('/to-file'), policy))).toBe('protocol');
  });

  it('follows 10 redirects and refuses the 11th', async () => {
    expect((await outboundFetch(feed.url('/chain?hops=9'), policy)).body.toString()).toBe('{"items":[]}');
    expect(await failureOf(outboundFetch(feed.url('/chain?hops=10'), policy))).toBe('too_many_redirects');
  });
});

describe('limits', () => {
  it('only http and https', async () => {
    expect(await failureOf(outboundFetch('ftp://example.com/feed.json', policy))).toBe('protocol');
    expect(await failureOf(outboundFetch('file:///etc/passwd', policy))).toBe('protocol');
    expect(await failureOf(outboundFetch('no es una url', policy))).toBe('invalid_url');
  });

  it('a declared size over the limit is refused without reading the body', async () => {
    expect(await failureOf(outboundFetch(feed.url('/declared-huge'), policy, { maxBytes: MEGABYTE }))).toBe(
      'too_large',
    );
  });

  it('an undeclared body is cut once it passes the limit, long before the server finished', async () => {
    const failure = await failureOf(outboundFetch(feed.url('/endless'), policy, { maxBytes: MEGABYTE }));
    expect(failure).toBe('too_large');
    expect(streamedBeforeAbort).toBeLessThan(10 * MEGABYTE);
  });

  it('a server that stops answering runs out of time', async () => {
    const started = Date.now();
    expect(await failureOf(outboundFetch(feed.url('/stalls'), policy, { timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('checkPublicUrl (when a synchronizer is saved)', () => {
  it('refuses private hosts, names resolving to them and other protocols', async () => {
    expect(await failureOf(checkPublicUrl('http://169.254.169.254/', policy))).toBe('private_address');
    expect(await failureOf(checkPublicUrl(`http://localhost:${internal.port}/`, policy))).toBe('private_address');
    expect(await failureOf(checkPublicUrl('ftp://example.com/', policy))).toBe('protocol');
    for (const form of EMBEDDED_LOOPBACK)
      expect(await failureOf(checkPublicUrl(embeddedInternal(form), policy)), form).toBe('private_address');
  });

  it('accepts the allowed feed', async () => {
    expect(await failureOf(checkPublicUrl(feed.url('/feed'), policy))).toBe('none');
  });
});
