// What quick create reads from a publication type (the GET /api/configuration shape) and what it
// fills in. Structural, so a configuration type can be passed as it is.
import type { ExtraType, Operation, PricePeriod, TypeField } from '@app/contracts';

export interface ListingOption {
  slug: string;
  translations: { es: { title: string } };
}

export interface ListingExtra {
  slug: string;
  translations: { es: { title: string } };
  config: {
    type: ExtraType;
    options: readonly ListingOption[];
    validations: readonly string[];
    precision: number;
  };
}

export interface ListingCategory {
  id: string;
  name: string;
  slug: string;
}

export interface ListingType {
  config: { fields: readonly TypeField[] };
  extras: readonly ListingExtra[];
  categories: readonly ListingCategory[];
}

export type Currency = 'ARS' | 'USD';
export type ExtraValue = number | string | boolean | string[];

export interface ListingAddress {
  title: string;
  reference: string;
  coordinates: [number, number];
}

export interface ListingFields {
  title?: string;
  amount?: number;
  amount_sale?: number;
  currency?: Currency;
  /** Units on hand ('x 4 unidades', '2 pares disponibles'), for types with stock. */
  stock?: number;
  /** Category ids. */
  categories: string[];
  /** Keyed by extra slug: numbers, option slugs (arrays for checkbox), booleans, strings, tag arrays. */
  extras: Record<string, ExtraValue>;
  address?: ListingAddress;
  /** Types with operations: what the sentence offers the property for, and what its price pays for. */
  operation?: Operation;
  price_period?: PricePeriod | null;
}
