// One demo publication before it is seeded: catalogue names instead of ids.
import type { Operation, PricePeriod } from '@app/contracts';
import type { DemoAddress } from './demoPlaces.ts';

export interface DemoListing {
  typeSlug: 'inmuebles' | 'vehiculos' | 'productos';
  /** The catalogue category's name. */
  category: string;
  title: string;
  description: string;
  amount: number;
  amountSale: number | null;
  currency: 'ARS' | 'USD';
  /** Properties only: sale, rent or temporary rent, and what a rent's price pays for. */
  operation?: Operation;
  pricePeriod?: PricePeriod | null;
  address: DemoAddress | null;
  extras: Record<string, unknown>;
  public: boolean;
  priority: { slug: string; description: string | null } | null;
}

/** Rounds a price the way sellers write it: 148.500, not 148.437. */
export function roundPrice(amount: number, step: number): number {
  return Math.max(step, Math.round(amount / step) * step);
}
