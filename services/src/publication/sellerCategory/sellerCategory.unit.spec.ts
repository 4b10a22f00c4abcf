import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sellerCategoryDecider, sellerCategoryId } from './sellerCategory.ts';

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
    const events = sellerCategoryDecider.decide(command, sellerCategoryDecider.initialState);
    expect(events).toEqual([
      { type: 'seller_category.created.v1', data: expect.objectContaining({ name: 'Camperas' }) },
    ]);
    const state = sellerCategoryDecider.evolve(sellerCategoryDecider.initialState, (events as never[])[0]!);
    expect(sellerCategoryDecider.decide(command, state)).toEqual([]);
  });

  it('names one category per seller, type and slug, with a valid UUID', () => {
    expect(sellerCategoryId('seller', 'type', 'camperas')).toBe(command.categoryId);
    expect(sellerCategoryId('other', 'type', 'camperas')).not.toBe(command.categoryId);
    expect(z.uuid().safeParse(command.categoryId).success).toBe(true);
  });
});
