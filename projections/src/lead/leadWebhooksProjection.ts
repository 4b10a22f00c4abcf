// Sellers' lead webhooks and the deliveries they are owed: a superlike on a publication whose owner
// has a webhook queues one delivery per owner; each attempt recorded by the dispatcher moves it on.
import type { LeadWebhookEvent, RecordedEvent, SwipeEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;

const HANDLED = [
  'lead_webhook.set.v1',
  'lead_webhook.removed.v1',
  'lead_webhook.attempted.v1',
  'search.decision_made.v1',
] as const satisfies readonly (LeadWebhookEvent | SwipeEvent)['type'][];

type Handled = Extract<LeadWebhookEvent | SwipeEvent, { type: (typeof HANDLED)[number] }>;
type Superlike = Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'];

/** A superlike a signed-in person sent to the publication's owners: the only decision a webhook hears of. */
function isLead(
  data: Superlike,
): data is Superlike & { participant: Extract<Superlike['participant'], { kind: 'user' }> } {
  return data.super && data.participant.kind === 'user' && data.notifiedUserIds.length > 0;
}

async function queueDeliveries(transaction: Tx, recorded: RecordedEvent, data: Superlike): Promise<void> {
  if (!isLead(data)) return;
  const sellers = await transaction
    .selectFrom('lead_webhooks')
    .select('user_id')
    .where('user_id', 'in', data.notifiedUserIds)
    .execute();
  const at = new Date(recorded.metadata.occurredAt);
  for (const { user_id } of sellers) {
    await transaction
      .insertInto('lead_webhook_deliveries')
      .values({
        id: `${recorded.id}:${user_id}`,
        user_id,
        search_id: data.searchId,
        publication_id: data.publicationId,
        lead_user_id: data.participant.userId,
        created_at: at,
        next_attempt_at: at,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

async function apply(transaction: Tx, event: Handled, recorded: RecordedEvent): Promise<void> {
  switch (event.type) {
    case 'lead_webhook.set.v1': {
      const { userId, url, secretSalt } = event.data;
      const row = { url, secret_salt: secretSalt, updated_at: new Date(recorded.metadata.occurredAt) };
      await transaction
        .insertInto('lead_webhooks')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
      return;
    }
    case 'lead_webhook.removed.v1':
      await transaction.deleteFrom('lead_webhooks').where('user_id', '=', event.data.userId).execute();
      return;
    case 'lead_webhook.attempted.v1': {
      const { deliveryId, attempt, status, delivered, retryAt } = event.data;
      const outcome = delivered ? 'delivered' : retryAt === null ? 'failed' : 'pending';
      await transaction
        .updateTable('lead_webhook_deliveries')
        .set({ attempts: attempt, last_status: status, outcome, next_attempt_at: retryAt ? new Date(retryAt) : null })
        .where('id', '=', deliveryId)
        .execute();
      return;
    }
    case 'search.decision_made.v1':
      return queueDeliveries(transaction, recorded, event.data);
    default: {
      const unexpected: never = event;
      throw new Error(`lead webhooks projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

export const leadWebhooksProjection: Projection = {
  name: 'leadWebhooks',
  urgency: 'background',
  tables: ['lead_webhooks', 'lead_webhook_deliveries'],
  handles: HANDLED,
  concerns: (recorded) => recorded.type !== 'search.decision_made.v1' || isLead(recorded.data as Superlike),
  apply: (transaction, recorded) => apply(transaction, recorded as unknown as Handled, recorded),
};
