// A category a seller adds for their own publications of one type. Its id comes from (seller,
// type, slug), so adding 'Camperas' twice — even at once, from two tabs — lands on one category.
import { createHash } from 'node:crypto';
import type { SellerCategoryEvent } from '@app/contracts';
import type { Decider } from '../../commands/index.ts';

export const sellerCategoryStream = (categoryId: string) => `seller_category-${categoryId}`;

/** A name-based UUID (version 5 layout) for the seller's category of that slug and type. */
export function sellerCategoryId(ownerId: string, typeId: string, slug: string): string {
  const hash = createHash('sha1').update(`seller-category:${ownerId}:${typeId}:${slug}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type SellerCategoryCommand = {
  type: 'create';
  categoryId: string;
  ownerId: string;
  typeId: string;
  name: string;
  slug: string;
};

export type SellerCategoryState = { exists: boolean };

export const sellerCategoryDecider: Decider<SellerCategoryCommand, SellerCategoryEvent, SellerCategoryState> = {
  initialState: { exists: false },
  evolve: () => ({ exists: true }),
  decide(command, state) {
    if (state.exists) return [];
    const { categoryId, ownerId, typeId, name, slug } = command;
    return [{ type: 'seller_category.created.v1', data: { categoryId, ownerId, typeId, name, slug } }];
  },
};
