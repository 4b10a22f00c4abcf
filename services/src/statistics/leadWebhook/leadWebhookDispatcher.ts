// Sends due lead deliveries to their sellers' webhooks, signed, through the outbound fetch that
// refuses private addresses, and records each try (leadDeliveryAttempts.ts); a failure is retried
// after the configured waits. Runs on the live leader, polling the due index: at least once, each
// delivery carries its id so a receiver drops a repeat.
import { LEAD_WEBHOOK_HEADERS } from '@app/contracts';
import { OutboundFetchError, outboundFetch } from '../../outboundFetch/index.ts';
import type { Platform } from '../../platform.ts';
import { recordAttempt, retryAt } from './leadDeliveryAttempts.ts';
import { type DueDelivery, leadDeliveryBody } from './leadDeliveryPayload.ts';
import { signLeadDelivery } from './signature.ts';
import { leadWebhookSecret } from './webhookSecret.ts';

const BATCH = 20;
const DELIVERY_LIMITS = { timeoutMs: 10_000, maxBytes: 64 * 1024, maxRedirects: 0 } as const;

export class LeadWebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Attempts this process recorded and the read model may not show yet: never sent twice. */
  private readonly tried = new Map<string, number>();

  constructor(
    private readonly platform: Platform,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Polls while `leading()` says this process is the one that delivers. */
  start(leading: () => boolean): void {
    this.timer = setInterval(() => {
      if (leading() && !this.running) void this.deliverDue().catch((error) => this.log('lead webhooks', error));
    }, this.platform.config.leadWebhooks.pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One pass over what is due now; how many deliveries were tried. */
  deliverDue(): Promise<number> {
    this.running ??= this.triedDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async triedDue(): Promise<number> {
    const due = (await this.due()).filter((delivery) => (this.tried.get(delivery.id) ?? 0) <= delivery.attempts);
    for (const delivery of due) await this.attempt(delivery);
    return due.length;
  }

  private due(): Promise<DueDelivery[]> {
    return this.platform.db
      .selectFrom('lead_webhook_deliveries')
      .select(['id', 'user_id', 'search_id', 'publication_id', 'lead_user_id', 'created_at', 'attempts'])
      .where('outcome', '=', 'pending')
      .where('next_attempt_at', '<=', this.platform.clock.now())
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
  }

  private async attempt(delivery: DueDelivery): Promise<void> {
    const attempt = delivery.attempts + 1;
    this.tried.set(delivery.id, attempt);
    const status = await this.send(delivery);
    const delivered = typeof status === 'number' && status >= 200 && status < 300;
    const now = this.platform.clock.now();
    const again =
      delivered || status === 'gone' ? null : retryAt(this.platform.config.leadWebhooks.retryDelaysMs, attempt, now);
    await recordAttempt(this.platform, {
      deliveryId: delivery.id,
      userId: delivery.user_id,
      attempt,
      status: typeof status === 'number' ? status : null,
      delivered,
      retryAt: again,
    });
  }

  /** The receiver's status; null when it could not be reached; 'gone' when there is nothing to send. */
  private async send(delivery: DueDelivery): Promise<number | null | 'gone'> {
    const { platform } = this;
    const webhook = await platform.db
      .selectFrom('lead_webhooks')
      .select(['url', 'secret_salt'])
      .where('user_id', '=', delivery.user_id)
      .executeTakeFirst();
    const body = webhook ? await leadDeliveryBody(platform.db, delivery) : null;
    if (!webhook || body === null) return 'gone';
    const secret = leadWebhookSecret(platform.config.jwtSecret, delivery.user_id, webhook.secret_salt);
    const timestamp = Math.floor(platform.clock.now().getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      [LEAD_WEBHOOK_HEADERS.id]: delivery.id,
      [LEAD_WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [LEAD_WEBHOOK_HEADERS.signature]: signLeadDelivery(secret, timestamp, body),
    };
    try {
      const response = await outboundFetch(webhook.url, platform.outbound, {
        method: 'POST',
        headers,
        body,
        ...DELIVERY_LIMITS,
      });
      return response.status;
    } catch (error) {
      if (error instanceof OutboundFetchError) return null;
      throw error;
    }
  }
}
