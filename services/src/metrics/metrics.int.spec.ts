import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { SmtpMailer } from '../mail/smtpMailer.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../testing/smtpCatcher.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { recordPushOutcome, registerSocketConnectionCount } from './index.ts';

let world: TestPlatform;
let mail: SmtpCatcher;

beforeAll(async () => {
  world = await startTestPlatform();
  mail = await startSmtpCatcher();
});
afterAll(async () => {
  await world.stop();
  await mail.stop();
});

/** The value of one series in Prometheus text, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const response = await world.app.inject({ method: 'GET', url: '/api/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

describe('GET /api/metrics', () => {
  it('serves the Node process metrics in Prometheus text format', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('times answers by route pattern, method and status class', async () => {
    await world.app.inject({ method: 'GET', url: '/api/health/live' });
    await world.app.inject({ method: 'GET', url: '/api/admin/type/not-a-uuid' });
    await world.app.inject({ method: 'GET', url: `/api/no-existe-${randomUUID()}` });
    const text = await scrape();
    const live = { route: '/api/health/live', method: 'GET', status_class: '2xx' };
    expect(sample(text, 'http_request_duration_seconds_count', live)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...live, le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/api/admin/type/:id', status_class: '4xx' }),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain('no-existe');
  });

  it('times event appends, telling stale expected versions apart', async () => {
    await world.accountFor();
    const stream = `metrics-test-${randomUUID()}`;
    const metadata = {
      userId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    };
    const event = { type: 'test.happened.v1', data: {}, metadata };
    await world.platform.store.append(stream, [event], 'no_stream');
    await expect(world.platform.store.append(stream, [event], 'no_stream')).rejects.toThrow();
    const text = await scrape();
    expect(sample(text, 'eventstore_append_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'eventstore_append_duration_seconds_count', { outcome: 'conflict' })).toBe(1);
  });

  it('reports each projection: positions behind, seconds since its last batch, whether this process leads it', async () => {
    await world.accountFor();
    const text = await scrape();
    expect(sample(text, 'projection_events_behind', { projection: 'users' })).toBe(0);
    expect(sample(text, 'projection_leader', { projection: 'users' })).toBe(1);
    const seconds = sample(text, 'projection_seconds_since_last_applied', { projection: 'users' });
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds).toBeLessThan(60);
  });

  it('counts open live connections from the counts other code registers', async () => {
    const unregister = registerSocketConnectionCount(() => 3);
    const alsoUnregister = registerSocketConnectionCount(() => 2);
    expect(sample(await scrape(), 'socket_connections')).toBe(5);
    unregister();
    alsoUnregister();
    expect(sample(await scrape(), 'socket_connections')).toBe(0);
  });

  it('counts mail handed to the SMTP server and mail it refused or could not reach', async () => {
    const before = await scrape();
    const delivered = new SmtpMailer(mail.url, 'Pruebas <pruebas@example.com>');
    await delivered.send({ to: 'alguien@example.com', subject: 'Hola', text: 'Hola' });
    await delivered.close();
    const unreachable = new SmtpMailer('smtp://127.0.0.1:1', 'Pruebas <pruebas@example.com>');
    await expect(unreachable.send({ to: 'alguien@example.com', subject: 'Hola', text: 'Hola' })).rejects.toThrow();
    await unreachable.close();
    const after = await scrape();
    const count = (text: string, outcome: string) => sample(text, 'mail_messages_total', { outcome }) ?? Number.NaN;
    expect(count(after, 'ok') - count(before, 'ok')).toBe(1);
    expect(count(after, 'failed') - count(before, 'failed')).toBe(1);
  });

  it('counts push notification outcomes, every outcome from zero', async () => {
    expect(sample(await scrape(), 'push_notifications_total', { outcome: 'gone' })).toBe(0);
    recordPushOutcome('ok');
    recordPushOutcome('gone');
    const text = await scrape();
    expect(sample(text, 'push_notifications_total', { outcome: 'ok' })).toBe(1);
    expect(sample(text, 'push_notifications_total', { outcome: 'gone' })).toBe(1);
    expect(sample(text, 'push_notifications_total', { outcome: 'failed' })).toBe(0);
  });

  it('answers nobody in production without METRICS_TOKEN', async () => {
    const production = await buildApp({ ...world.platform, config: { ...world.platform.config, production: true } });
    const refused = await production.inject({ method: 'GET', url: '/api/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('http_request_duration_seconds');
    await production.close();
  });

  it('wants the bearer token when METRICS_TOKEN is set', async () => {
    const { config } = world.platform;
    const operations = { ...config.operations, metricsToken: 'token-de-metricas' };
    const app = await buildApp({ ...world.platform, config: { ...config, operations } });
    const withToken = (authorization?: string) =>
      app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
    const missing = await withToken();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json().message).toBe('Necesitas estar logueado.');
    expect((await withToken('Bearer otro-token')).statusCode).toBe(401);
    const allowed = await withToken('Bearer token-de-metricas');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_request_duration_seconds');
    await app.close();
  });
});
