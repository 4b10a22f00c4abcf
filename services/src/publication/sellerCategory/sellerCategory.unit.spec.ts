import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { sellerCategoryDecider, sellerCategoryId } from './sellerCategory.ts';

const spec = DeciderSpecification.for(sellerCategoryDecider);
const command = {
  type: 'create' as const,
  categoryId: sellerCategoryId('seller', 'type', 'camperas'),
  ownerId: 'seller',
  typeId: 'type',
  name: 'Camperas',
  slug: 'camperas',
};

describe('seller category decider', () => {
  it('creates the category once; adding it again records nothing', () => {
    const created = spec.given().when(command);
    created.thenDecides([{ type: 'seller_category.created.v1', data: expect.objectContaining({ name: 'Camperas' }) }]);
    spec
      .given(...created.thenEvents())
      .when(command)
      .thenNothing();
  });

  it('names one category per seller, type and slug, with a valid UUID', () => {
    expect(sellerCategoryId('seller', 'type', 'camperas')).toBe(command.categoryId);
    expect(sellerCategoryId('other', 'type', 'camperas')).not.toBe(command.categoryId);
    expect(z.uuid().safeParse(command.categoryId).success).toBe(true);
  });
});
