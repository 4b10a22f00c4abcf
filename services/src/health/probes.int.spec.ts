import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@app/database';
import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../account/user/registerUser.ts';
import { buildApp } from '../app.ts';
import { systemContext } from '../commands/commandContext.ts';
import { loadConfig } from '../config.ts';
import { DevelopmentOutbox } from '../mail/developmentOutbox.ts';
import { startPlatform } from '../startPlatform.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { Lifecycle } from './lifecycle.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(() => world.stop());

const projectionNames = PROJECTIONS.map((projection) => projection.name).sort();

async function apiOnlyPlatform(databaseUrl: string, environment: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ JWT_SECRET: 'test-secret-for-this-suite-only', ROLE: 'api', ...environment }, () => '');
  const platform = await startPlatform(config, databaseUrl, undefined, { mailer: new DevelopmentOutbox(() => {}) });
  const app = await buildApp(platform);
  return {
    platform,
    app,
    async stop() {
      await app.close();
      await platform.stop();
    },
  };
}

describe('liveness: GET /api/health/live', () => {
  it('answers while the process runs, without asking the database', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('readiness: GET /api/health/ready', () => {
  it('is ready when the database answers and every projection has a leader close to the log head', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ready: true,
      shutting_down: false,
      database: true,
      event_store: true,
      projections_without_leader: [],
      projections_behind: [],
    });
  });

  it('makes an API-only instance (ROLE=api) ready while another process leads, and its commands read their writes', async () => {
    const api = await apiOnlyPlatform(world.databaseUrl);
    try {
      expect((await api.platform.runner.status()).every((projection) => !projection.active)).toBe(true);
      expect((await api.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ ready: true });
      const email = `${randomUUID()}@example.com`;
      const userId = await registerUser(api.platform, { email, name: 'Solo API' }, systemContext());
      const user = await api.platform.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst();
      expect(user?.email).toBe(email);
    } finally {
      await api.stop();
    }
  });

  it('is not ready when no process applies the projections, and names the ones behind the log', async () => {
    const database = await createTestDatabase('services');
    const api = await apiOnlyPlatform(database.url, { READINESS_MAX_BEHIND: '0' });
    try {
      const metadata = {
        userId: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
      };
      await api.platform.store.append(
        `readiness-${randomUUID()}`,
        [{ type: 'test.happened.v1', data: {}, metadata }],
        'any',
      );
      const response = await api.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      const readiness = response.json();
      expect(readiness).toMatchObject({ ready: false, database: true, event_store: true, shutting_down: false });
      expect(readiness.projections_without_leader.sort()).toEqual(projectionNames);
      expect(readiness.projections_behind.sort()).toEqual(projectionNames);
    } finally {
      await api.stop();
      await database.drop();
    }
  });

  it('is not ready from the moment the process starts shutting down', async () => {
    const lifecycle = new Lifecycle();
    const app = await buildApp(world.platform, { lifecycle });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    lifecycle.beginShutdown();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ready: false, shutting_down: true });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await app.close();
  });
});
