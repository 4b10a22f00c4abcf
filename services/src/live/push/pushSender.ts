// Sends one web push (RFC 8030, payload encrypted per RFC 8291) signed with the platform's VAPID
// keys (vapidKeys.ts). Without keys there is no sender and notifications stay queued.
import type { Agent } from 'node:https';
import webpush, { type PushSubscription, WebPushError } from 'web-push';
import { z } from 'zod';
import type { VapidKeys } from './vapidKeys.ts';

/** gone: the push service no longer knows the subscription (404/410). */
export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(subscription: PushSubscription, payload: string): Promise<SendOutcome>;
}

/** One hour: a superlike's contact is still worth showing later, a day-old one less so. */
const TIME_TO_LIVE_SECONDS = 3_600;

/** `agent`: how to reach push services (tests trust their loopback push service's certificate). */
export function webPushSender(vapid: VapidKeys | null, agent?: Agent): PushSender | null {
  if (!vapid) return null;
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  const options = { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, ...(agent ? { agent } : {}) };
  return {
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(subscription, payload, options);
        return 'sent';
      } catch (error) {
        const gone = error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);
        return gone ? 'gone' : 'failed';
      }
    },
  };
}

const subscriptionSchema = z.object({
  endpoint: z.url(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});

/**
 * A stored push identifier is usable when it is a browser's PushSubscription as JSON (what
 * `PushManager.subscribe()` gives, stringified); other tokens are left aside.
 */
export function subscriptionOf(token: string): PushSubscription | null {
  try {
    const parsed = subscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
