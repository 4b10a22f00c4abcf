// Queued pushes go to the recipient's stored subscriptions once, and how it went is a fact.
import { pushNotificationStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SwipeWorld, startSwipeWorld } from '../../swipe/testing/swipeWorld.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { PushDispatcher } from './pushDispatcher.ts';
import type { PushSender } from './pushSender.ts';

let platform: TestPlatform;
let world: SwipeWorld;
const sent: { endpoint: string; payload: unknown }[] = [];
const sender: PushSender = {
  async send(subscription, payload) {
    sent.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) });
    return 'sent';
  },
};
const subscription = { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'clave', auth: 'secreto' } };

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  await world.call('POST', '/user/push/subscribe', world.seller, { token: JSON.stringify(subscription) });
});
afterAll(() => platform.stop());

async function queued(searchId: string) {
  return platform.platform.db
    .selectFrom('push_notifications')
    .select(['id', 'recipient_user_id', 'outcome'])
    .where('search_id', '=', searchId)
    .execute();
}

async function settled(searchId: string) {
  const { store, runner } = platform.platform;
  for (const row of await queued(searchId)) {
    const events = await store.readStream(pushNotificationStream(row.id));
    const last = events[events.length - 1];
    if (last) await runner.waitFor(last.checkpoint, 5_000);
  }
  return queued(searchId);
}

describe('push delivery', () => {
  it('sends a superlike once to the seller and records it as sent', async () => {
    const uuid = await world.sharedSearch();
    const publicationId = world.catalogue.ids['Depto Palermo'];
    await world.call('POST', `/search/${uuid}/decision`, world.member, {
      publication_id: publicationId,
      like: true,
      is_super: true,
    });
    const dispatcher = new PushDispatcher(platform.platform, sender, () => {});
    await dispatcher.deliverPending();
    await dispatcher.deliverPending();
    expect(sent).toEqual([
      {
        endpoint: subscription.endpoint,
        payload: {
          type: 'navigate',
          title: '¡Recibiste un superlike!',
          body: `${world.member.name} quiere que lo contactes por "Depto Palermo".`,
          url: `/account/stat/${publicationId}`,
        },
      },
    ]);
    expect(await settled(uuid)).toMatchObject([{ recipient_user_id: world.seller.userId, outcome: 'sent' }]);
    await new PushDispatcher(platform.platform, sender, () => {}).deliverPending();
    expect(sent).toHaveLength(1);
  });

  it('records a recipient without a usable subscription as unreachable', async () => {
    const uuid = await world.sharedSearch();
    await world.call('POST', `/search/${uuid}/finish`, world.member);
    await new PushDispatcher(platform.platform, sender, () => {}).deliverPending();
    expect(await settled(uuid)).toMatchObject([{ recipient_user_id: world.owner.userId, outcome: 'unreachable' }]);
  });

  it('keeps everything queued without VAPID keys', async () => {
    const uuid = await world.sharedSearch();
    await world.call('POST', `/search/${uuid}/finish`, world.member);
    await new PushDispatcher(platform.platform, null, () => {}).deliverPending();
    expect(await queued(uuid)).toMatchObject([{ outcome: null }]);
  });
});
