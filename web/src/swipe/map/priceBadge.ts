// A map marker's price (SPEC.md section 9, "Map"): millions to one decimal from 1M, thousands
// rounded from 10k, thousands to one decimal from 1k, the amount below that; 'Sin precio' without one.
import { MAP } from '@app/contracts/limits';
import { formatNumber } from '../../format/format.ts';
import { NO_PRICE } from '../../publication/display/price.ts';

const MILLION = 1_000_000;
const TEN_THOUSAND = 10_000;
const THOUSAND = 1_000;

/** One decimal, without a trailing ',0': 1.5 → '1,5', 2 → '2'. */
function oneDecimal(value: number): string {
  return formatNumber(value, 1).replace(/,0$/, '');
}

export function compactPrice(amount: number): string {
  if (amount >= MILLION) return `${oneDecimal(amount / MILLION)}M`;
  if (amount >= TEN_THOUSAND) return `${formatNumber(Math.round(amount / THOUSAND), 0)}k`;
  if (amount >= THOUSAND) return `${oneDecimal(amount / THOUSAND)}k`;
  return formatNumber(amount, Number.isInteger(amount) ? 0 : 2);
}

/** The price to pay (the sale price when there is one) with its currency symbol ('$' by default). */
export function priceBadge(
  amount: number | null,
  amountSale: number | null,
  symbol: string = MAP.defaultCurrencySymbol,
): string {
  const price = amountSale ?? amount;
  if (price === null) return NO_PRICE;
  return `${symbol || MAP.defaultCurrencySymbol} ${compactPrice(price)}`;
}
