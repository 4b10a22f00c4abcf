// Every browser suite runs against its own platform: fresh database, demo world, built client.
import { type LiveServer, type LiveServerOptions, startLiveServer } from '@app/services/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

export interface BrowserWorld {
  server: LiveServer;
  browser: Browser;
}

/**
 * Starts the platform and the browser before the suite's tests and stops both after them.
 * `options` is read when the suite starts (so a push service started in an earlier hook counts).
 */
export function useBrowserWorld(options: () => LiveServerOptions = () => ({})): BrowserWorld {
  const world = {} as BrowserWorld;
  // Starting the platform (database, migrations, demo world) takes over two minutes when the
  // machine is shared by several suites, and `npm test` runs four files at once.
  beforeAll(async () => {
    world.server = await startLiveServer(options());
    world.browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.stop();
  });
  return world;
}
