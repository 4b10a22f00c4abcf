// The card's words (SPEC.md section 2, "Publication card"): who publishes it and its price.
import type { Publication } from '@app/contracts/publication/publication';
import { type PriceLabel, priceLabel } from '../../publication/display/price.ts';

/** 'Ana' or 'Ana y 2 más': the creator first, then how many others publish it. */
export function publishersLine(users: Publication['users']): string | null {
  const creator = users.find((user) => user.pivot.creator) ?? users[0];
  if (!creator) return null;
  const others = users.length - 1;
  return others > 0 ? `${creator.name} y ${others} más` : creator.name;
}

/** The price to pay with its discount percent when there is a sale price, or 'Sin precio'. */
export function cardPrice(publication: Pick<Publication, 'amount' | 'amount_sale'>, symbol: string): PriceLabel {
  return priceLabel(publication.amount, publication.amount_sale, symbol);
}
