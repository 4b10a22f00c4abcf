// A publication's price as cards show it (SPEC.md sections 2 and 9): 'Sin precio' without an
// amount, the sale price with its discount percent when there is one.
import { MAP } from '@app/contracts/limits';
import { formatNumber } from '../../format/format.ts';

export const NO_PRICE = 'Sin precio';

export interface PriceLabel {
  /** The price to pay, with its currency symbol, or 'Sin precio'. */
  current: string;
  /** The price before the discount, when there is one. */
  previous: string | null;
  discountPercent: number | null;
}

/** Whole amounts without decimals, others with two: 150000 → '150.000', 99.5 → '99,50'. */
export function formatAmount(amount: number): string {
  return formatNumber(amount, Number.isInteger(amount) ? 0 : 2);
}

export function priceLabel(
  amount: number | null,
  amountSale: number | null,
  symbol: string = MAP.defaultCurrencySymbol,
): PriceLabel {
  if (amount === null) return { current: NO_PRICE, previous: null, discountPercent: null };
  const withSymbol = (value: number) => `${symbol} ${formatAmount(value)}`;
  if (amountSale === null || amountSale >= amount || amount <= 0) {
    return { current: withSymbol(amount), previous: null, discountPercent: null };
  }
  return {
    current: withSymbol(amountSale),
    previous: withSymbol(amount),
    discountPercent: Math.round(((amount - amountSale) / amount) * 100),
  };
}
