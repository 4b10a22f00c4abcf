import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { Lifecycle } from './health/lifecycle.ts';
import { DevelopmentOutbox } from './mail/developmentOutbox.ts';
import { type RunningPlatform, startPlatform } from './startPlatform.ts';
import { startTestPlatform, type TestPlatform } from './testing/testPlatform.ts';
import { buildWorkerApp } from './worker.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(() => world.stop());

describe('ROLE=worker: projections with a small listener for probes and metrics', () => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    const config = loadConfig({ JWT_SECRET: 'test-secret-for-this-suite-only', ROLE: 'worker' }, () => '');
    platform = await startPlatform(config, world.databaseUrl, undefined, { mailer: new DevelopmentOutbox(() => {}) });
  });
  afterAll(() => platform.stop());

  it('answers liveness, readiness, the detailed health and metrics', async () => {
    const app = await buildWorkerApp(platform, new Lifecycle());
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ ready: true });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ database: true });
    const metrics = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toContain('projection_events_behind{projection="users"}');
    await app.close();
  });

  it('serves nothing of the API', async () => {
    const app = await buildWorkerApp(platform, new Lifecycle());
    const response = await app.inject({ method: 'GET', url: '/api/configuration' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No se encontró la información que buscaba.', errors: {} });
    await app.close();
  });
});
