import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { access } from '../http/access.ts';
import { DevelopmentOutbox } from '../mail/developmentOutbox.ts';
import { startPlatform } from '../startPlatform.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { shutDown } from './gracefulShutdown.ts';
import { Lifecycle } from './lifecycle.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(() => world.stop());

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  it('fails readiness, lets the request in flight finish, then stops projections, store and pools', async () => {
    // An instance of its own on the suite's database, so shutting it down leaves the suite's intact.
    const config = loadConfig({ JWT_SECRET: 'test-secret-for-this-suite-only' }, () => '');
    const platform = await startPlatform(config, world.databaseUrl, undefined, {
      mailer: new DevelopmentOutbox(() => {}),
    });
    const lifecycle = new Lifecycle();
    const app = await buildApp(platform, { lifecycle });
    const entered = deferred();
    const release = deferred();
    app.get('/api/test/slow', { config: { access: access.visitor } }, async () => {
      entered.resolve();
      await release.promise;
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const slow = fetch(`${base}/api/test/slow`);
    await entered.promise;
    const databaseStopped = deferred();
    const stopping = shutDown({
      lifecycle,
      drainMs: 500,
      server: app,
      platform,
      database: { stop: async () => databaseStopped.resolve() },
    });

    const readiness = await fetch(`${base}/api/health/ready`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ ready: false, shutting_down: true });

    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();

    release.resolve();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await stopping;
    await databaseStopped.promise;
    await expect(platform.store.headCheckpoint()).rejects.toThrow();
    await expect(sql`SELECT 1`.execute(platform.db)).rejects.toThrow();
  });
});
