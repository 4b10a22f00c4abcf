import { type PushEvent, pushNotificationId, type RecordedEvent, type SwipeEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;

const HANDLED = [
  'search.decision_made.v1',
  'search.selection_finished.v1',
  'push.delivered.v1',
] as const satisfies readonly (SwipeEvent | PushEvent)['type'][];

type PushFact = Extract<SwipeEvent | PushEvent, { type: (typeof HANDLED)[number] }>;

interface Notification {
  kind: ReadModelTables['push_notifications']['kind'];
  searchId: string;
  publicationId: string | null;
  senderUserId: string | null;
  recipients: readonly string[];
}

async function enqueue(transaction: Tx, recorded: RecordedEvent, notification: Notification): Promise<void> {
  for (const recipient of notification.recipients) {
    await transaction
      .insertInto('push_notifications')
      .values({
        id: pushNotificationId(recorded.id, recipient),
        recipient_user_id: recipient,
        kind: notification.kind,
        search_id: notification.searchId,
        publication_id: notification.publicationId,
        sender_user_id: notification.senderUserId,
        created_at: new Date(recorded.metadata.occurredAt),
      })
      .execute();
  }
}

async function applyPushFact(transaction: Tx, event: PushFact, recorded: RecordedEvent): Promise<void> {
  switch (event.type) {
    case 'search.decision_made.v1': {
      const { searchId, publicationId, participant, notifiedUserIds } = event.data;
      const senderUserId = participant.kind === 'user' ? participant.userId : null;
      const notification = {
        kind: 'superlike',
        searchId,
        publicationId,
        senderUserId,
        recipients: notifiedUserIds,
      } as const;
      return enqueue(transaction, recorded, notification);
    }
    case 'search.selection_finished.v1': {
      const { searchId, participant, notifiedUserIds } = event.data;
      const senderUserId = participant.kind === 'user' ? participant.userId : null;
      const kind = 'selection_finished';
      return enqueue(transaction, recorded, {
        kind,
        searchId,
        publicationId: null,
        senderUserId,
        recipients: notifiedUserIds,
      });
    }
    case 'push.delivered.v1':
      await transaction
        .updateTable('push_notifications')
        .set({ outcome: event.data.outcome, delivered_at: new Date(recorded.metadata.occurredAt) })
        .where('id', '=', event.data.notificationId)
        .execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`push queue projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

/**
 * Push notifications waiting to be sent (superlikes to the publication's owners, finished
 * selections to the search's owner) and how each went. Rebuilt from the log, a delivered one
 * stays delivered: its outcome is an event too.
 */
export const pushQueueProjection: Projection = {
  name: 'push_notifications',
  urgency: 'background',
  tables: ['push_notifications'],
  handles: HANDLED,
  // A like or a rejection, or a selection finished with no owner to tell, queues nothing.
  concerns: (recorded) => {
    const { notifiedUserIds } = recorded.data as { notifiedUserIds?: readonly string[] };
    return notifiedUserIds === undefined || notifiedUserIds.length > 0;
  },
  apply: (transaction, recorded) => applyPushFact(transaction, recorded as unknown as PushFact, recorded),
};
