// Delivers queued push notifications (the push_notifications read model: superlikes to the
// publication's owners, finished selections to the search's owner) through live's deliverPush, which
// records how each went as `push.delivered.v1`, so a replay never sends again. Runs on the live
// leader only; without a sender (no VAPID keys) everything stays queued.
import { deliverPush } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { type PendingPush, pushPayload } from './pushPayload.ts';

const BATCH = 50;
const REMEMBERED = 10_000;

type Recipient = PendingPush & { recipient_user_id: string };
/** Older notifications are not worth a push any more: they stay in the read model, unsent. */
const FRESH_FOR_MS = 24 * 60 * 60 * 1000;

export class PushDispatcher {
  private running: Promise<void> | undefined;
  private again = false;
  /** Delivered by this process and maybe not yet in the read model: never sent twice. */
  private readonly delivered = new Set<string>();

  constructor(
    private readonly platform: Platform,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Delivers what is pending; a call while delivering runs once more afterwards. */
  deliverPending(): Promise<void> {
    if (!this.platform.push) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverAll(): Promise<void> {
    do {
      this.again = false;
      const pending = (await this.pending()).filter((push) => !this.delivered.has(push.id));
      for (const push of pending) await this.deliver(push).catch((error) => this.log('push failed', error));
    } while (this.again);
  }

  private pending(): Promise<Recipient[]> {
    const since = new Date(this.platform.clock.now().getTime() - FRESH_FOR_MS);
    return this.platform.db
      .selectFrom('push_notifications')
      .select(['id', 'kind', 'search_id', 'publication_id', 'sender_user_id', 'recipient_user_id'])
      .where('outcome', 'is', null)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .limit(BATCH)
      .execute();
  }

  private async deliver(push: Recipient): Promise<void> {
    const sender = this.platform.push;
    if (!sender) return;
    if (this.delivered.size >= REMEMBERED) this.delivered.clear();
    this.delivered.add(push.id);
    const message = await pushPayload(this.platform.db, push);
    await deliverPush(this.platform, sender, {
      notificationId: push.id,
      recipientUserId: push.recipient_user_id,
      notificationType: push.kind,
      message,
    });
  }
}
