// A push service on loopback for tests, doing what a browser vendor's does for one subscription:
// it takes the sender's POST over TLS, checks the VAPID signature (RFC 8292) against the key the
// subscription was made with, decrypts the aes128gcm payload (RFC 8291) with the subscriber's
// private key, and keeps the message. A subscription can be made to answer 410 Gone, as a push
// service does once the person revoked permission or uninstalled the browser.
import { createECDH, type ECDH, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

const certificate = readFileSync(new URL('./loopback-cert.pem', import.meta.url));
const key = readFileSync(new URL('./loopback-key.pem', import.meta.url));

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
  /** The `sub` the VAPID signature names (the sender's contact). */
  subject: string;
}

interface Subscriber {
  ecdh: ECDH;
  authSecret: Buffer;
  gone: boolean;
}

export interface LoopbackPushService {
  /** Trusts the service's certificate: give it to the sender. */
  agent: Agent;
  /** A new subscription as `JSON.stringify(pushSubscription)` in a browser, and its id. */
  subscribe(): { id: string; token: string; endpoint: string };
  /** From now on pushes to it are answered 410 Gone. */
  revoke(subscriptionId: string): void;
  received: ReceivedPush[];
  /** Waits until `count` pushes have arrived in all. */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  stop(): Promise<void>;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

async function verifiedSubject(authorization: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: origin });
  return String(payload.sub);
}

function readBody(request: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startLoopbackPushService(): Promise<LoopbackPushService> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = '';
  const server: Server = createServer({ cert: certificate, key }, (request, response) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const subscriber = id ? subscribers.get(id) : undefined;
    void readBody(request).then(async (body) => {
      if (!id || !subscriber || request.method !== 'POST') return response.writeHead(404).end();
      if (subscriber.gone) return response.writeHead(410).end();
      if (request.headers['content-encoding'] !== 'aes128gcm' || !request.headers.ttl)
        return response.writeHead(400).end();
      try {
        const subject = await verifiedSubject(request.headers.authorization, origin);
        const plain = decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: base64url(subscriber.authSecret),
        });
        received.push({ subscriptionId: id, message: JSON.parse(plain.toString('utf8')), subject });
        for (const wake of waiters) wake();
        response.writeHead(201).end();
      } catch {
        response.writeHead(403).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: certificate });
  return {
    agent,
    received,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      subscribers.set(id, { ecdh, authSecret, gone: false });
      const endpoint = `${origin}/push/${id}`;
      const keys = { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(authSecret) };
      return { id, endpoint, token: JSON.stringify({ endpoint, expirationTime: null, keys }) };
    },
    revoke(subscriptionId) {
      const subscriber = subscribers.get(subscriptionId);
      if (subscriber) subscriber.gone = true;
    },
    waitForCount(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} pushes arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
