// Push notifications to people's phones and computers: the one door every context pushes through
// (groups' invitations, synchronization results, statistics...).
//
//   import { notifyUsers } from '../live/push/index.ts';
//   await notifyUsers(platform, {
//     key: recorded.id,             // the fact it tells of: with each recipient, sent at most once
//     recipients: [userId],         // accounts; deleted ones and people without a device are passed over
//     type: 'invitation',           // a NOTIFICATION_TYPES slug (catalogue/configuration/staticConfiguration.ts):
//                                   // whoever switched it off in settings gets nothing. Add yours there.
//     title: 'Te invitaron a un grupo',             // Spanish, voseo
//     body: `${name} te invitó a "${group}".`,
//     url: `/invitation?uuid=${uuid}`,              // the path a click on the notification opens
//   });
//
// It goes to every device the person subscribed on (push_subscriptions read model); a device whose
// push service answers 404 or 410 is unsubscribed (`user.push_unsubscribed.v1`). Each recipient's
// outcome (sent, unreachable, muted, failed) is the fact `push.delivered.v1` in the stream
// `push_notification-{key}:{recipientId}`, so calling again with the same key sends nothing: call it
// after the command that recorded the fact, or from the live leader (liveFeed.ts) for facts of the
// log. Without VAPID keys (`platform.push` null) it does nothing. It never throws: a failure is
// logged with `log` and the other recipients still get theirs.
import { pushNotificationId } from '@app/contracts';
import type { Platform } from '../../platform.ts';
import { alreadyDelivered, deliverPush, type PushMessage } from './pushDelivery.ts';

export type { PushMessage } from './pushDelivery.ts';

export interface Notification {
  key: string;
  recipients: readonly string[];
  type: string;
  title: string;
  body: string;
  url: string;
}

export async function notifyUsers(
  platform: Platform,
  notification: Notification,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<void> {
  const sender = platform.push;
  if (!sender) return;
  const message: PushMessage = {
    type: 'navigate',
    title: notification.title,
    body: notification.body,
    url: notification.url,
  };
  const recipients = [...new Set(notification.recipients)];
  await Promise.all(
    recipients.map(async (recipientUserId) => {
      const notificationId = pushNotificationId(notification.key, recipientUserId);
      try {
        if (await alreadyDelivered(platform, notificationId)) return;
        await deliverPush(platform, sender, {
          notificationId,
          recipientUserId,
          notificationType: notification.type,
          message,
        });
      } catch (error) {
        log(`push ${notificationId} failed`, error);
      }
    }),
  );
}
