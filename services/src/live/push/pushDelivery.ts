// One notification to one person: to every device they receive pushes on, unless they switched
// its type off in settings. Devices the push service no longer knows (404/410) are unsubscribed.
// How it went is recorded as `push.delivered.v1` in the notification's own stream, first writer
// wins, so a notification already recorded (a replay, another leader) is never sent again.
import { type PushEvent, type PushOutcome, pushNotificationStream } from '@app/contracts';
import { VersionConflictError } from '@app/eventstore';
import { eventMetadata, systemContext } from '../../commands/index.ts';
import { recordPushOutcome } from '../../metrics/index.ts';
import type { Platform } from '../../platform.ts';
import { forgetGoneDevice } from './goneDevices.ts';
import { type PushSender, subscriptionOf } from './pushSender.ts';

/** What the service worker shows; a click opens `url`'s path (messages of type navigate). */
export interface PushMessage {
  type: 'navigate';
  title: string;
  body: string;
  url: string;
}

export interface PushDelivery {
  /** One per fact and recipient (`pushNotificationId`). */
  notificationId: string;
  recipientUserId: string;
  /** A notification type slug of the settings (NOTIFICATION_TYPES). */
  notificationType: string;
  message: PushMessage;
}

export async function alreadyDelivered(platform: Platform, notificationId: string): Promise<boolean> {
  return (await platform.store.readStream(pushNotificationStream(notificationId))).length > 0;
}

async function devicesToNotify(platform: Platform, delivery: PushDelivery) {
  const recipient = await platform.db
    .selectFrom('users')
    .select('notification_types')
    .where('id', '=', delivery.recipientUserId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!recipient) return 'unreachable';
  if (!recipient.notification_types.includes(delivery.notificationType)) return 'muted';
  return platform.db
    .selectFrom('push_subscriptions')
    .select(['device', 'token'])
    .where('user_id', '=', delivery.recipientUserId)
    .execute();
}

/** Sends and records one notification; returns how it went. */
export async function deliverPush(
  platform: Platform,
  sender: PushSender,
  delivery: PushDelivery,
): Promise<PushOutcome> {
  const devices = await devicesToNotify(platform, delivery);
  if (typeof devices === 'string') return recordDelivery(platform, delivery.notificationId, devices);
  const usable = devices.flatMap((device) => {
    const subscription = subscriptionOf(device.token);
    return subscription ? [{ device: device.device, subscription }] : [];
  });
  if (usable.length === 0) return recordDelivery(platform, delivery.notificationId, 'unreachable');
  const payload = JSON.stringify(delivery.message);
  const sent = await Promise.all(
    usable.map(async ({ device, subscription }) => {
      const outcome = await sender.send(subscription, payload);
      recordPushOutcome(outcome === 'sent' ? 'ok' : outcome);
      if (outcome === 'gone') await forgetGoneDevice(platform, delivery.recipientUserId, device);
      return outcome;
    }),
  );
  return recordDelivery(platform, delivery.notificationId, sent.includes('sent') ? 'sent' : 'failed');
}

async function recordDelivery(platform: Platform, notificationId: string, outcome: PushOutcome): Promise<PushOutcome> {
  const event: PushEvent = { type: 'push.delivered.v1', data: { notificationId, outcome } };
  const metadata = eventMetadata(systemContext(platform.clock.now()));
  try {
    await platform.store.append(pushNotificationStream(notificationId), [{ ...event, metadata }], 'no_stream');
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
  }
  return outcome;
}
