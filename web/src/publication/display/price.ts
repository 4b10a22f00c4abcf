// A publication's price as cards show it (SPEC.md sections 2 and 9): 'Sin precio' without an
// amount, the sale price with its discount percent when there is one.
import { MAP } from '@app/contracts/limits';
import { type Operation, PRICE_PERIOD_LABELS, type PricePeriod } from '@app/contracts/publication/operation';
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

/** What a rent's price pays for and the expensas beside it: 'por mes', '+ $ 80.000 expensas'. */
export interface RentTerms {
  period: string | null;
  expensas: string | null;
}

/**
 * A rent reads '$ 450.000 por mes + $ 80.000 expensas', a temporary rent '… por noche'; expensas
 * (the `expensas` extra, always in pesos) show beside a rent's price only: a buyer weighs them apart.
 */
export function rentTerms(
  publication: { operation: Operation | null; price_period: PricePeriod | null; extras: Record<string, unknown> },
  pesosSymbol: string = MAP.defaultCurrencySymbol,
): RentTerms {
  if (!publication.operation || publication.operation === 'sale') return { period: null, expensas: null };
  const period = publication.price_period ? PRICE_PERIOD_LABELS[publication.price_period] : null;
  const expensas = Number(publication.extras.expensas);
  const withExpensas = publication.operation === 'rent' && Number.isFinite(expensas) && expensas > 0;
  return { period, expensas: withExpensas ? `+ ${pesosSymbol} ${formatAmount(expensas)} expensas` : null };
}
