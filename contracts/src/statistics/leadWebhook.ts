// A seller's lead webhook: each superlike on their publications is POSTed to a URL they choose as
// JSON signed with HMAC-SHA256 (docs/decisions/leads.md). Stream `leadWebhook-{userId}` holds the
// setting; stream `leadDelivery-{deliveryId}` holds each delivery's attempts.
import { z } from 'zod';
import type { DomainEvent } from '../events.ts';

export const LEAD_WEBHOOK_URL_MAX = 2_000;
/** How many of the latest deliveries the settings card lists. */
export const LEAD_WEBHOOK_RECENT_DELIVERIES = 10;

export const LEAD_WEBHOOK_MESSAGES = {
  saved: 'Webhook guardado.',
  removed: 'Webhook eliminado.',
} as const;

/** Headers every delivery carries; the signature is `v1=` + hex HMAC-SHA256 of `${timestamp}.${body}`. */
export const LEAD_WEBHOOK_HEADERS = {
  id: 'x-lead-delivery',
  timestamp: 'x-lead-timestamp',
  signature: 'x-lead-signature',
} as const;

export const leadWebhookInputSchema = z.object({
  /** http(s) only; null turns the webhook off. */
  url: z
    .url({ protocol: /^https?$/ })
    .max(LEAD_WEBHOOK_URL_MAX)
    .nullable(),
});
export type LeadWebhookInput = z.infer<typeof leadWebhookInputSchema>;

export const LEAD_DELIVERY_OUTCOMES = ['pending', 'delivered', 'failed'] as const;

export const leadDeliverySchema = z.object({
  id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  outcome: z.enum(LEAD_DELIVERY_OUTCOMES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when it could not be reached. */
  last_status: z.number().int().nullable(),
});

export const leadWebhookSchema = z.object({
  url: z.string().nullable(),
  /** The signing secret, shown to its owner only; null while no webhook is set. */
  secret: z.string().nullable(),
  deliveries: z.array(leadDeliverySchema),
});
export type LeadWebhook = z.infer<typeof leadWebhookSchema>;

export const leadWebhookResponseSchema = z.object({ message: z.string(), data: leadWebhookSchema });

export const leadWebhookEndpoints = {
  show: { method: 'GET', path: '/account/lead-webhook', body: null, response: leadWebhookSchema },
  save: {
    method: 'PUT',
    path: '/account/lead-webhook',
    body: leadWebhookInputSchema,
    response: leadWebhookResponseSchema,
  },
} as const;

export type LeadWebhookEvent =
  /** `secretSalt` with the server's key makes the signing secret: the secret itself is never stored. */
  | DomainEvent<'lead_webhook.set.v1', { userId: string; url: string; secretSalt: string }>
  | DomainEvent<'lead_webhook.removed.v1', { userId: string }>
  /** One try to deliver a lead; `retryAt` null when no retry follows (delivered, or out of attempts). */
  | DomainEvent<
      'lead_webhook.attempted.v1',
      {
        deliveryId: string;
        userId: string;
        attempt: number;
        status: number | null;
        delivered: boolean;
        retryAt: string | null;
      }
    >;

export const leadWebhookStream = (userId: string) => `leadWebhook-${userId}`;
export const leadDeliveryStream = (deliveryId: string) => `leadDelivery-${deliveryId}`;
