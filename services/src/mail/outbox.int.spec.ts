import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type LocalAddress, nonLoopbackAddress } from '../testing/nonLoopbackAddress.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { DevelopmentOutbox } from './developmentOutbox.ts';

let world: TestPlatform;
const printed: string[] = [];

beforeAll(async () => {
  world = await startTestPlatform({}, { mailer: new DevelopmentOutbox((line) => printed.push(line)) });
});
afterAll(() => world.stop());

describe('mail without a mail server (npm start with no SMTP_URL)', () => {
  it('prints the code in the server log and lists it on the development outbox page', async () => {
    const email = `sin-smtp-${randomUUID().slice(0, 8)}@example.com`;
    await world.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Ana Gómez' } });
    await world.app.inject({ method: 'POST', url: '/api/auth/login/send', payload: { email } });
    // The code stands on a line of its own: the address may hold six digits in a row too.
    const code = /^\d{6}$/m.exec(printed.find((line) => line.includes(email)) ?? '')?.[0];
    expect(code).toBeDefined();

    const page = await world.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Tu código para ingresar');
    expect(page.body).toContain(code);
    const listed = await world.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { accept: 'application/json' },
    });
    expect(listed.json()[0]).toMatchObject({ to: email, subject: 'Tu código para ingresar' });

    const signedIn = await world.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, code },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('has no outbox page in production', async () => {
    const production = await buildApp({ ...world.platform, config: { ...world.platform.config, production: true } });
    expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await production.close();
  });
});

describe('the development outbox and metrics from another address', () => {
  let remote: LocalAddress;
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    remote = await nonLoopbackAddress();
    // Even a proxy the server trusts cannot make a caller local by saying so.
    const config = { ...world.platform.config, trustProxy: [remote.address] };
    server = await buildApp({ ...world.platform, config });
    await server.listen({ port: 0, host: '0.0.0.0' });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    await remote.release();
  });

  function get(path: string, from: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const host = from === '127.0.0.1' ? from : remote.address;
      const request = http.get({ host, port, path, localAddress: from, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
  }

  it('refuses a connection from a non-loopback address, whatever it forwards', async () => {
    const refused = await get('/api/dev/outbox', remote.address, { 'x-forwarded-for': '127.0.0.1' });
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain('Correos enviados');
    expect(JSON.parse(refused.body)).toEqual({ message: 'No se encontró la información que buscaba.', errors: {} });
    const local = await get('/api/dev/outbox', '127.0.0.1');
    expect(local.status).toBe(200);
    expect(local.body).toContain('Correos enviados (desarrollo)');
  });

  it('keeps metrics without METRICS_TOKEN to loopback callers', async () => {
    expect((await get('/api/metrics', remote.address)).status).toBe(401);
    expect((await get('/api/metrics', '127.0.0.1')).status).toBe(200);
  });
});
