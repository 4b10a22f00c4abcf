// What a property is offered for (docs/decisions/operations.md): sold, rented, or rented for a
// season. Every Argentine property portal starts a search with it, and prices never compare across
// operations: a rent in pesos per month and a sale in dollars are different markets.
import { z } from 'zod';

export const OPERATIONS = ['sale', 'rent', 'temporary_rent'] as const;
export type Operation = (typeof OPERATIONS)[number];
export const operationSchema = z.enum(OPERATIONS);

/** What a rent's price pays for: a rent is per month; a temporary rent per night or per month, as the seller says. */
export const PRICE_PERIODS = ['month', 'night'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export const pricePeriodSchema = z.enum(PRICE_PERIODS);

/** What a publication says it is (card, publication page, wizard). */
export const OPERATION_LABELS: Record<Operation, string> = {
  sale: 'Venta',
  rent: 'Alquiler',
  temporary_rent: 'Alquiler temporario',
};

/** What a searcher chooses first in the builder, as Zonaprop and Argenprop word it. */
export const SEARCH_OPERATION_LABELS: Record<Operation, string> = {
  sale: 'Comprar',
  rent: 'Alquilar',
  temporary_rent: 'Alquiler temporario',
};

/** After a price: '$ 450.000 por mes'. */
export const PRICE_PERIOD_LABELS: Record<PricePeriod, string> = { month: 'por mes', night: 'por noche' };
/** After a price where room is short (map badges, lists): '$ 45.000/noche'. */
export const PRICE_PERIOD_SHORT_LABELS: Record<PricePeriod, string> = { month: '/mes', night: '/noche' };

/** Publications recorded before operations existed are read as sales (docs/decisions/operations.md). */
export const OPERATION_BEFORE_OPERATIONS: Operation = 'sale';

/**
 * The period a price of this operation is for: none for a sale, a month for a rent, and for a
 * temporary rent what the seller said (a night when they said nothing: the season's usual price).
 */
export function pricePeriodFor(operation: Operation, said: PricePeriod | null): PricePeriod | null {
  if (operation === 'sale') return null;
  if (operation === 'rent') return 'month';
  return said ?? 'night';
}
