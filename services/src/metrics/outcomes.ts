// Counters of what happened to outgoing mail and push notifications; the senders call these.
import { Counter } from 'prom-client';
import { processRegistry } from './processRegistry.ts';

export type MailOutcome = 'ok' | 'failed';
/** gone: the push service says the subscription no longer exists (404/410); drop it. */
export type PushOutcome = 'ok' | 'failed' | 'gone';

const mailMessages = new Counter({
  name: 'mail_messages_total',
  help: 'E-mails handed to the SMTP server, by outcome',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

const pushNotifications = new Counter({
  name: 'push_notifications_total',
  help: 'Web push notifications sent, by outcome',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

// Every outcome starts at zero, so rate() and alerts see a series before the first failure.
for (const outcome of ['ok', 'failed'] satisfies MailOutcome[]) mailMessages.inc({ outcome }, 0);
for (const outcome of ['ok', 'failed', 'gone'] satisfies PushOutcome[]) pushNotifications.inc({ outcome }, 0);

export function recordMailOutcome(outcome: MailOutcome): void {
  mailMessages.inc({ outcome });
}

export function recordPushOutcome(outcome: PushOutcome): void {
  pushNotifications.inc({ outcome });
}
