import type { RecordedEvent, SellerCategoryEvent } from '@app/contracts';
import type { Projection } from '../runner/projection.ts';

/** Categories sellers added for their own publications (docs/decisions/publications.md). */
export const sellerCategoriesProjection: Projection = {
  name: 'seller_categories',
  tables: ['seller_categories'],
  handles: ['seller_category.created.v1'] satisfies SellerCategoryEvent['type'][],
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as SellerCategoryEvent;
    const { categoryId, ownerId, typeId, name, slug } = event.data;
    await transaction
      .insertInto('seller_categories')
      .values({
        id: categoryId,
        owner_id: ownerId,
        type_id: typeId,
        name,
        slug,
        created_at: new Date(recorded.metadata.occurredAt),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
};
