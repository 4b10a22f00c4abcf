import { getHeapStatistics } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { underPressureOptions } from './underPressure.ts';

let world: TestPlatform;

// A heap limit of one byte: the process counts as overloaded from its first sample on.
beforeAll(async () => {
  world = await startTestPlatform({ MAX_HEAP_USED_BYTES: '1' });
});
afterAll(() => world.stop());

async function untilRefused(url: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const response = await world.app.inject({ method: 'GET', url });
    if (response.statusCode === 503 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('protection from overload (@fastify/under-pressure)', () => {
  it('refuses requests with 503, the Spanish message and Retry-After before the process falls over', async () => {
    const response = await untilRefused('/api/configuration');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'El servicio está ocupado, vuelva a intentar en unos momentos.',
      errors: {},
    });
    expect(response.headers['retry-after']).toBe('10');
    for (const url of ['/api/health/ready', '/api/health']) {
      const refused = await world.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('El servicio está ocupado, vuelva a intentar en unos momentos.');
    }
  });

  it('still answers liveness and metrics: a busy process is neither restarted nor hidden', async () => {
    await untilRefused('/api/health/ready');
    expect((await world.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const metrics = await world.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('status_class="5xx"');
  });
});

describe('overload limits from the environment', () => {
  const limits = { maxEventLoopDelayMs: 500, maxEventLoopUtilization: 0, maxHeapUsedBytes: null, maxRssBytes: 0 };

  it('defaults the heap limit to 90 % of what V8 allows and measures utilisation per interval', () => {
    const options = underPressureOptions(limits);
    expect(options.maxHeapUsedBytes).toBe(Math.floor(getHeapStatistics().heap_size_limit * 0.9));
    expect(options).toMatchObject({ maxEventLoopDelay: 500, eventLoopUtilizationMode: 'interval', retryAfter: 10 });
  });

  it('turns a check off with 0', () => {
    expect(underPressureOptions({ ...limits, maxHeapUsedBytes: 0 }).maxHeapUsedBytes).toBe(0);
  });
});
