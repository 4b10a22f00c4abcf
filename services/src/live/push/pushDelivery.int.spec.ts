// Pushes reach a real push service on loopback (TLS, VAPID-signed, aes128gcm-encrypted, decrypted
// there with the subscriber's key): superlikes to the seller, coincidences to the others who liked,
// finished selections to the owner; once each, never to a muted type, never to a gone device.
import { pushDeviceOf, pushNotificationStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { readModelsCaughtUp } from '../../platform.ts';
import { PushDispatcher } from '../../swipe/live/pushDispatcher.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from '../../swipe/testing/swipeWorld.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { listenOnFreePort, untilLeading } from '../testing.ts';
import { notifyUsers } from './index.ts';
import { webPushSender } from './pushSender.ts';
import { type LoopbackPushService, startLoopbackPushService } from './testing/loopbackPushService.ts';

let pushService: LoopbackPushService;
let platform: TestPlatform;
let world: SwipeWorld;
const SUBJECT = 'mailto:avisos@example.com';

beforeAll(async () => {
  pushService = await startLoopbackPushService();
  const vapid = { ...webpush.generateVAPIDKeys(), subject: SUBJECT };
  platform = await startTestPlatform({}, { push: webPushSender(vapid, pushService.agent) });
  world = await startSwipeWorld(platform);
  await listenOnFreePort(platform.app);
  await untilLeading(platform.app);
});
afterAll(async () => {
  await platform.stop();
  await pushService.stop();
});

async function subscribeDevice(person: Person) {
  const device = pushService.subscribe();
  const response = await world.call('POST', '/user/push/subscribe', person, { token: device.token });
  expect(response.statusCode).toBe(200);
  return device;
}

const messagesTo = (subscriptionId: string) =>
  pushService.received.filter((push) => push.subscriptionId === subscriptionId).map((push) => push.message);

async function outcomes(searchId: string) {
  const rows = () =>
    platform.platform.db
      .selectFrom('push_notifications')
      .select(['id', 'recipient_user_id', 'kind', 'outcome'])
      .where('search_id', '=', searchId)
      .orderBy('created_at')
      .execute();
  const deadline = Date.now() + 10_000;
  while ((await rows()).some((row) => row.outcome === null) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return rows();
}

const superlike = (uuid: string, by: Person, title: string) =>
  world.call('POST', `/search/${uuid}/decision`, by, {
    publication_id: world.catalogue.ids[title],
    like: true,
    is_super: true,
  });

describe('push notifications', () => {
  it('tell the seller of a superlike on every device, once, signed with the VAPID subject', async () => {
    const [phone, laptop] = [await subscribeDevice(world.seller), await subscribeDevice(world.seller)];
    const uuid = await world.sharedSearch();
    await superlike(uuid, world.member, 'Depto Palermo');
    const publicationId = world.catalogue.ids['Depto Palermo'];
    const expected = {
      type: 'navigate',
      title: '¡Recibiste un superlike!',
      body: `${world.member.name} quiere que lo contactes por "Depto Palermo".`,
      url: `/account/stat/${publicationId}`,
    };
    await pushService.waitForCount(2);
    expect(messagesTo(phone.id)).toEqual([expected]);
    expect(messagesTo(laptop.id)).toEqual([expected]);
    expect(pushService.received.every((push) => push.subject === SUBJECT)).toBe(true);
    expect(await outcomes(uuid)).toMatchObject([{ recipient_user_id: world.seller.userId, outcome: 'sent' }]);
    await new PushDispatcher(platform.platform, () => {}).deliverPending();
    expect(messagesTo(phone.id)).toHaveLength(1);
  });

  it("tell the owner that a member's like coincides with theirs", async () => {
    const ownerPhone = await subscribeDevice(world.owner);
    const memberPhone = await subscribeDevice(world.member);
    const uuid = await world.sharedSearch();
    const publication_id = world.catalogue.ids['Depto Belgrano'];
    await world.call('POST', `/search/${uuid}/decision`, world.owner, { publication_id, like: true });
    await world.call('POST', `/search/${uuid}/decision`, world.member, { publication_id, like: true });
    const before = pushService.received.length;
    await pushService.waitForCount(before + 1);
    expect(messagesTo(ownerPhone.id)).toContainEqual({
      type: 'navigate',
      title: '¡Hay una coincidencia!',
      body: `A ${world.member.name} también le gustó "Depto Belgrano".`,
      url: `/account/search/${uuid}/filtered`,
    });
    expect(messagesTo(memberPhone.id)).toEqual([]);
  });

  it('tell the owner that a member finished their selection', async () => {
    const ownerTablet = await subscribeDevice(world.owner);
    const uuid = await world.sharedSearch();
    await world.call('POST', `/search/${uuid}/finish`, world.member);
    expect(await outcomes(uuid)).toMatchObject([{ kind: 'selection_finished', outcome: 'sent' }]);
    expect(messagesTo(ownerTablet.id)).toEqual([
      {
        type: 'navigate',
        title: 'Selección finalizada',
        body: `${world.member.name} finalizó su selección.`,
        url: `/account/search/${uuid}/filtered`,
      },
    ]);
  });

  it('forget a device its push service answers 410 for', async () => {
    const kept = await subscribeDevice(world.seller);
    const revoked = await subscribeDevice(world.seller);
    pushService.revoke(revoked.id);
    const uuid = await world.sharedSearch();
    await superlike(uuid, world.member, 'Depto Palermo');
    expect(await outcomes(uuid)).toMatchObject([{ outcome: 'sent' }]);
    await readModelsCaughtUp(platform.platform, 10_000);
    const stored = await platform.platform.db
      .selectFrom('push_subscriptions')
      .select('device')
      .where('user_id', '=', world.seller.userId)
      .execute();
    expect(stored.map((row) => row.device)).toContain(kept.endpoint);
    expect(stored.map((row) => row.device)).not.toContain(revoked.endpoint);
    const user = (await world.call('GET', '/user', world.seller)).json();
    const identifiers = Object.values(user.notification_push_identifiers as Record<string, string>);
    expect(identifiers.map(pushDeviceOf)).not.toContain(revoked.endpoint);
    expect(messagesTo(revoked.id)).toEqual([]);
    expect(messagesTo(kept.id)).toHaveLength(1);
  });

  it('send nothing of a type the person switched off in settings', async () => {
    const device = await subscribeDevice(world.seller);
    const muted = await world.call('POST', '/user/notificationTypes', world.seller, {
      notification_types: ['coincidence', 'selection_finished'],
    });
    expect(muted.statusCode).toBe(200);
    const uuid = await world.sharedSearch();
    await superlike(uuid, world.member, 'Depto Palermo');
    expect(await outcomes(uuid)).toMatchObject([{ kind: 'superlike', outcome: 'muted' }]);
    expect(messagesTo(device.id)).toEqual([]);
  });

  it('never reach the earlier account on a device someone else subscribed on', async () => {
    const shared = await subscribeDevice(world.outsider);
    await world.call('POST', '/user/push/subscribe', world.owner, { token: shared.token });
    await notifyUsers(platform.platform, {
      key: 'prueba-dispositivo-compartido',
      recipients: [world.outsider.userId],
      type: 'invitation',
      title: 'Te invitaron a un grupo',
      body: 'Prueba',
      url: '/invitation',
    });
    const events = await platform.platform.store.readStream(
      pushNotificationStream(`prueba-dispositivo-compartido:${world.outsider.userId}`),
    );
    expect(events.map((event) => event.data)).toMatchObject([{ outcome: 'unreachable' }]);
    expect(messagesTo(shared.id)).toEqual([]);
  });
});
