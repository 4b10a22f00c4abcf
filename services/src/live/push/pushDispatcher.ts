// Delivers queued push notifications (the push_notifications read model) to the recipient's
// stored subscriptions and records how it went as `push.delivered.v1`, so a replay never sends
// again. Runs on the live leader only; without a sender (no VAPID keys) everything stays queued.
import { type PushEvent, type PushOutcome, pushNotificationStream } from '@app/contracts';
import { VersionConflictError } from '@app/eventstore';
import { eventMetadata, systemContext } from '../../commands/commandContext.ts';
import { recordPushOutcome } from '../../metrics/index.ts';
import type { Platform } from '../../platform.ts';
import { type PendingPush, pushPayload } from './pushPayload.ts';
import { type PushSender, subscriptionOf } from './pushSender.ts';

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
    private readonly sender: PushSender | null,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Delivers what is pending; a call while delivering runs once more afterwards. */
  deliverPending(): Promise<void> {
    if (!this.sender) return Promise.resolve();
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
    const recipient = await this.platform.db
      .selectFrom('users')
      .select('notification_push_identifiers')
      .where('id', '=', push.recipient_user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const subscriptions = Object.values(recipient?.notification_push_identifiers ?? {}).flatMap(
      (token) => subscriptionOf(token) ?? [],
    );
    if (subscriptions.length === 0) return this.record(push.id, 'unreachable');
    const payload = JSON.stringify(await pushPayload(this.platform.db, push));
    const outcomes = await Promise.all(subscriptions.map((subscription) => this.sender!.send(subscription, payload)));
    for (const outcome of outcomes) recordPushOutcome(outcome === 'sent' ? 'ok' : outcome);
    return this.record(push.id, outcomes.includes('sent') ? 'sent' : 'failed');
  }

  /** First writer wins: another leader that already recorded it makes this a no-op. */
  private async record(notificationId: string, outcome: PushOutcome): Promise<void> {
    if (this.delivered.size >= REMEMBERED) this.delivered.clear();
    this.delivered.add(notificationId);
    const event: PushEvent = { type: 'push.delivered.v1', data: { notificationId, outcome } };
    const metadata = eventMetadata(systemContext(this.platform.clock.now()));
    try {
      await this.platform.store.append(pushNotificationStream(notificationId), [{ ...event, metadata }], 'no_stream');
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
    }
  }
}
