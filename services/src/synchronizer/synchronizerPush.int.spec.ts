// A run's end reaches its seller's devices through a real push service on loopback (VAPID-signed,
// encrypted), once, opening the synchronizer screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { webPushSender } from '../live/push/pushSender.ts';
import { type LoopbackPushService, startLoopbackPushService } from '../live/push/testing/loopbackPushService.ts';
import { listenOnFreePort, untilLeading } from '../live/testing.ts';
import { products } from './testing/feedFixture.ts';
import { type SyncWorld, startSyncWorld } from './testing/syncWorld.ts';

let pushService: LoopbackPushService;
let world: SyncWorld;

beforeAll(async () => {
  pushService = await startLoopbackPushService();
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:avisos@example.com' };
  world = await startSyncWorld({ push: webPushSender(vapid, pushService.agent) });
  await listenOnFreePort(world.app);
  await untilLeading(world.app);
});
afterAll(async () => {
  await world.stop();
  await pushService.stop();
});

describe('the end of a run, pushed', () => {
  it("tells the seller's device what the run did, once", async () => {
    const device = pushService.subscribe();
    expect((await world.call('POST', '/api/user/push/subscribe', { token: device.token })).statusCode).toBe(200);
    world.feed.answer = products(2);
    await world.call('PUT', '/api/account/synchronizer', {
      type: 'json',
      config: { url: world.feed.url('/feed.json') },
    });
    await world.sync();
    await pushService.waitForCount(1);
    expect(pushService.received.map((push) => push.message)).toEqual([
      {
        type: 'navigate',
        title: 'Sincronización de publicaciones',
        body: 'Sincronización completa: 2 nuevas, 0 actualizadas',
        url: '/account/publication/synchronizer',
      },
    ]);
  });
});
