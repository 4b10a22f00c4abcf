// The whole platform listening on a free port with the built web client, for browser tests:
// a fresh database with the demo world, and real SMTP to a catcher the test reads codes from.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { seedDemoWorld } from '../demo/seedDemoWorld.ts';
import { WEB_DIST } from '../paths.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtpCatcher.ts';
import { startTestPlatform, type TestPlatform } from './testPlatform.ts';

export interface LiveServer {
  baseUrl: string;
  mail: SmtpCatcher;
  world: TestPlatform;
  stop(): Promise<void>;
}

export async function startLiveServer(): Promise<LiveServer> {
  const mail = await startSmtpCatcher();
  const world = await startTestPlatform({ SMTP_URL: mail.url });
  await seedDemoWorld(world.platform);
  const app = await buildApp(world.platform, { webDirectory: WEB_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mail,
    world,
    async stop() {
      await app.close();
      await world.stop();
      await mail.stop();
    },
  };
}
