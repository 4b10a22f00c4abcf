// The whole platform listening on a free port with the built web client, for browser tests:
// its own copy of the demo world, and real SMTP to a catcher the test reads codes from.
// Given a push service on loopback, pushes are signed with keys made for the run and sent there.
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { buildApp } from '../app.ts';
import { webPushSender } from '../live/push/pushSender.ts';
import type { LoopbackPushService } from '../live/push/testing/loopbackPushService.ts';
import { untilLeading } from '../live/testing.ts';
import { WEB_DIST } from '../paths.ts';
import type { PlatformParts } from '../platform.ts';
import { startDemoPlatform } from './demoWorldTemplate.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtpCatcher.ts';
import type { TestPlatform } from './testPlatform.ts';

export interface LiveServer {
  baseUrl: string;
  mail: SmtpCatcher;
  world: TestPlatform;
  /** Resolves once this instance leads the live feed: facts appended before that are never alerted. */
  untilLeading(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface LiveServerOptions {
  pushService?: LoopbackPushService;
  /** Settings over the test platform's, e.g. social sign-in pointed at a local identity provider. */
  environment?: NodeJS.ProcessEnv;
  /** Parts over the test platform's, e.g. an outbound policy letting a loopback feed through. */
  parts?: Partial<PlatformParts>;
}

function pushSettings(pushService: LoopbackPushService | undefined) {
  if (!pushService) return { environment: {}, parts: {} };
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:avisos@example.com' };
  return {
    environment: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: vapid.subject,
    },
    parts: { push: webPushSender(vapid, pushService.agent) },
  };
}

export async function startLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  const mail = await startSmtpCatcher();
  const push = pushSettings(options.pushService);
  const world = await startDemoPlatform(
    { ...options.environment, SMTP_URL: mail.url, ...push.environment },
    { ...options.parts, ...push.parts },
  );
  const app = await buildApp(world.platform, { webDirectory: WEB_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mail,
    world,
    untilLeading: (timeoutMs = 60_000) => untilLeading(app, timeoutMs),
    async stop() {
      await app.close();
      await world.stop();
      await mail.stop();
    },
  };
}
