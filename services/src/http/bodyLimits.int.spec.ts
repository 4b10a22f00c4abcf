// Over-size bodies over a real connection: every one is answered 413 in Spanish, never with a
// connection reset, and records nothing. JSON bodies end at 1 MB (app.ts), multipart files at
// 12 MB each (multipartForm.ts).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../testing/multipart.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

const CHUNK = 64 * 1024;
const TOO_LARGE = { message: 'El archivo que intenta subir es demasiado grande.', errors: {} };

let world: TestPlatform;
let port: number;
let user: string;

beforeAll(async () => {
  world = await startTestPlatform({ MAX_EVENT_LOOP_DELAY_MS: '0' });
  user = await world.tokenFor();
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  port = (world.app.server.address() as AddressInfo).port;
});
afterAll(() => world.stop());

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Sends `body` as a client on a slower link would, 64 KB at a time with a pause between (with its
 * length, or chunked without it), and reads the answer. A connection reset rejects: a server that
 * answers and closes while the body is still coming resets it.
 */
function send(path: string, headers: Record<string, string>, body: Buffer, declareLength = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const lengthHeader: Record<string, string | number> = declareLength ? { 'content-length': body.length } : {};
    // Sessions belong to the site that issued them: the test platform's, at localhost.
    const siteHeaders = { host: 'localhost', ...headers, ...lengthHeader };
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: siteHeaders });
    let answer: Answer | undefined;
    let sent = false;
    const settle = () => answer && sent && resolve(answer);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        answer = { status: response.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : text };
        settle();
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    (async () => {
      for (let offset = 0; offset < body.length; offset += CHUNK) {
        if (!request.write(body.subarray(offset, offset + CHUNK))) await once(request, 'drain');
        await delay(2);
      }
      request.end();
      sent = true;
      settle();
    })().catch(reject);
  });
}

async function logHead(): Promise<string> {
  const head = await world.platform.store.headCheckpoint();
  return JSON.stringify(head, (_, value) => (typeof value === 'bigint' ? String(value) : value));
}

const jsonOf = (megabytes: number) =>
  Buffer.from(JSON.stringify({ token: 'x'.repeat(Math.round(megabytes * 1024 * 1024)) }));

describe('an over-size body over a real connection', () => {
  it.each([
    ['with its length declared', true],
    ['sent chunked', false],
  ])('answers 1.1 MB of JSON %s with 413 in Spanish', async (_, declareLength) => {
    const before = await logHead();
    const headers = { ...bearer(user), 'content-type': 'application/json' };
    const answer = await send('/api/user/push/subscribe', headers, jsonOf(1.1), declareLength);
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
    expect(await logHead()).toBe(before);
  });

  it('answers 1.1 MB of JSON from a visitor with 413 too', async () => {
    const answer = await send('/api/auth/check', { 'content-type': 'application/json' }, jsonOf(1.1));
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('answers a 13 MB picture in a multipart form with 413 in Spanish', async () => {
    const before = await logHead();
    const avatar = { bytes: randomBytes(13 * 1024 * 1024), filename: 'foto.png', type: 'image/png' };
    const { payload, headers } = await multipartBody({ _method: 'PUT', name: 'Ana María' }, { avatar });
    const answer = await send('/api/user', { ...headers, ...bearer(user) }, payload);
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
    expect(await logHead()).toBe(before);
  });

  it('answers 66 MB of pictures in one form, each under its own limit, with 413 in Spanish', async () => {
    const seller = await world.tokenFor({ premium: true });
    const before = await logHead();
    const picture = { bytes: randomBytes(11 * 1024 * 1024), filename: 'foto.jpg', type: 'image/jpeg' };
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`medias[${index}]`, picture]));
    const { payload, headers } = await multipartBody({ data: '{}' }, files);
    const answer = await send('/api/account/publication', { ...headers, ...bearer(seller) }, payload);
    expect(answer).toEqual({ status: 413, body: TOO_LARGE });
    expect(await logHead()).toBe(before);
  });

  it('still answers the next request on a fresh connection', async () => {
    const answer = await send(
      '/api/auth/check',
      { 'content-type': 'application/json' },
      Buffer.from('{"email":"a@b.co"}'),
    );
    expect(answer).toEqual({ status: 200, body: { exists: false } });
  });
});
