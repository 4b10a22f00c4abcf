// Per-address limits count the connection's address; X-Forwarded-For counts only when TRUST_PROXY
// names the proxy the connection comes from.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { fromNewClientAddress } from '../testing/clientAddresses.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

let world: TestPlatform;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await world.stop();
});

async function appWith(settings: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ ...world.platform, config: { ...world.platform.config, ...settings } });
  apps.push(app);
  return app;
}

const spoofed = (attempt: number) => ({ 'x-forwarded-for': `203.0.113.${attempt + 1}` });

async function signups(app: FastifyInstance, from: { remoteAddress: string }, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const payload = { email: `proxy-${randomUUID().slice(0, 8)}@example.com`, name: 'Ana Gómez' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload,
      headers: spoofed(attempt),
      ...from,
    });
    answers.push(response.statusCode);
  }
  return answers;
}

describe('TRUST_PROXY', () => {
  it('is off by default: a spoofed X-Forwarded-For changes nothing for per-address limits', async () => {
    expect(world.platform.config.trustProxy).toBe(false);
    // Ten sign-ups an hour per address, whatever address each request claims to come from.
    expect(await signups(world.app, fromNewClientAddress(), 11)).toEqual([...Array(10).fill(200), 429]);
  });

  it('believes the header from a proxy it names, and only from it', async () => {
    const proxy = { remoteAddress: '10.200.0.1' };
    const behindProxy = await appWith({ trustProxy: ['10.200.0.1'] });
    expect(await signups(behindProxy, proxy, 11)).toEqual(Array(11).fill(200));
    const stranger = { remoteAddress: '10.200.0.2' };
    expect((await signups(behindProxy, stranger, 11)).at(-1)).toBe(429);
  });
});

describe('every 429 says when to try again', () => {
  it('the global limiter answers in Spanish with Retry-After', async () => {
    const limited = await appWith({ rateLimitPerMinute: 2 });
    const from = fromNewClientAddress();
    const call = () => limited.inject({ method: 'GET', url: '/api/configuration', ...from });
    await call();
    await call();
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
