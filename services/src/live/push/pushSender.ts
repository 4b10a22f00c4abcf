// Sends one web push with the VAPID keys of the configuration (VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY, VAPID_SUBJECT). Without them nothing is sent and notifications stay queued.
import webpush, { type PushSubscription, WebPushError } from 'web-push';
import { z } from 'zod';

/** gone: the push service no longer knows the subscription (404/410). */
export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(subscription: PushSubscription, payload: string): Promise<SendOutcome>;
}

const vapidSchema = z.object({
  VAPID_PUBLIC_KEY: z.string().min(1),
  VAPID_PRIVATE_KEY: z.string().min(1),
  VAPID_SUBJECT: z.string().min(1).default('mailto:hola@coincidir.com.ar'),
});

/** One hour: a superlike's contact is still worth showing later, a day-old one less so. */
const TIME_TO_LIVE_SECONDS = 3_600;

export function webPushSender(environment: NodeJS.ProcessEnv): PushSender | null {
  const parsed = vapidSchema.safeParse(environment);
  if (!parsed.success) return null;
  const vapidDetails = {
    subject: parsed.data.VAPID_SUBJECT,
    publicKey: parsed.data.VAPID_PUBLIC_KEY,
    privateKey: parsed.data.VAPID_PRIVATE_KEY,
  };
  return {
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(subscription, payload, { vapidDetails, TTL: TIME_TO_LIVE_SECONDS });
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
