import type { PublicationEvent, RecordedEvent } from '@app/contracts';
import type { Projection } from '../runner/projection.ts';

type PriceChanged = Extract<PublicationEvent, { type: 'publication.price_changed.v1' }>;

/** Every publication's price history ('bajó de precio' compares the last two prices). */
export const priceChangesProjection: Projection = {
  name: 'price_changes',
  tables: ['publication_price_changes'],
  handles: ['publication.price_changed.v1', 'publication.deleted.v1'],
  async apply(transaction, recorded: RecordedEvent) {
    if (recorded.type === 'publication.deleted.v1') {
      const { publicationId } = recorded.data as { publicationId: string };
      await transaction.deleteFrom('publication_price_changes').where('publication_id', '=', publicationId).execute();
      return;
    }
    const { publicationId, previous, current } = (recorded as unknown as PriceChanged).data;
    await transaction
      .insertInto('publication_price_changes')
      .values({
        event_id: recorded.id,
        publication_id: publicationId,
        changed_at: new Date(recorded.metadata.occurredAt),
        previous_amount: previous.amount,
        previous_amount_sale: previous.amountSale,
        previous_currency: previous.currency,
        amount: current.amount,
        amount_sale: current.amountSale,
        currency: current.currency,
      })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .execute();
  },
};
