// A publication's price history, every change from the log (issue #25): portals show a drop, the
// detail shows the whole history and the card a 'Bajó de precio' badge with the price before.
import type { PriceChange, ShownPrice } from './publication.ts';

export const PRICE_DROP_LABEL = 'Bajó de precio';

/** What a buyer pays: the sale price when there is one. */
const paid = (price: ShownPrice) => price.amount_sale ?? price.amount;

/** The price before the last change when that change lowered it (same currency); otherwise null. */
export function priceDropOf(history: readonly PriceChange[]): ShownPrice | null {
  const last = history.at(-1);
  if (!last || last.previous.currency !== last.current.currency) return null;
  const before = paid(last.previous);
  const now = paid(last.current);
  return before !== null && now !== null && now < before ? last.previous : null;
}
