import { pushDeviceOf, type RecordedEvent, type UserEvent } from '@app/contracts';
import type { Projection } from '../runner/projection.ts';

const HANDLED = [
  'user.push_subscribed.v1',
  'user.push_unsubscribed.v1',
  'user.deleted.v1',
] as const satisfies readonly UserEvent['type'][];

type PushFact = Extract<UserEvent, { type: (typeof HANDLED)[number] }>;

/**
 * The devices each person receives pushes on (services/src/live/push sends to them). A device
 * belongs to whoever subscribed on it last, so a shared browser never receives the pushes of the
 * person who used it before.
 */
export const pushSubscriptionsProjection: Projection = {
  name: 'push_subscriptions',
  tables: ['push_subscriptions'],
  handles: HANDLED,
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as PushFact;
    switch (event.type) {
      case 'user.push_subscribed.v1': {
        const { userId, siteKey, token } = event.data;
        const row = {
          device: pushDeviceOf(token),
          user_id: userId,
          site_key: siteKey,
          token,
          subscribed_at: new Date(recorded.metadata.occurredAt),
        };
        await transaction
          .insertInto('push_subscriptions')
          .values(row)
          .onConflict((conflict) =>
            conflict.column('device').doUpdateSet({
              user_id: row.user_id,
              site_key: row.site_key,
              token: row.token,
              subscribed_at: row.subscribed_at,
            }),
          )
          .execute();
        return;
      }
      case 'user.push_unsubscribed.v1':
        await transaction
          .deleteFrom('push_subscriptions')
          .where('device', '=', event.data.device)
          .where('user_id', '=', event.data.userId)
          .execute();
        return;
      case 'user.deleted.v1':
        await transaction.deleteFrom('push_subscriptions').where('user_id', '=', event.data.userId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`push subscriptions projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
