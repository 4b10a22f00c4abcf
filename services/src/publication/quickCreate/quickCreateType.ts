// What quick create reads from a publication type (the GET /api/configuration shape) and what it
// fills in. Structural, so a configuration type can be passed as it is.
import type { ExtraType, TypeField } from '@app/contracts';

export interface QuickCreateOption {
  slug: string;
  translations: { es: { title: string } };
}

export interface QuickCreateExtra {
  slug: string;
  translations: { es: { title: string } };
  config: {
    type: ExtraType;
    options: readonly QuickCreateOption[];
    validations: readonly string[];
    precision: number;
  };
}

export interface QuickCreateCategory {
  id: string;
  name: string;
  slug: string;
}

export interface QuickCreateType {
  config: { fields: readonly TypeField[] };
  extras: readonly QuickCreateExtra[];
  categories: readonly QuickCreateCategory[];
}

export type Currency = 'ARS' | 'USD';
export type ExtraValue = number | string | boolean | string[];

export interface QuickCreateAddress {
  title: string;
  reference: string;
  coordinates: [number, number];
}

export interface QuickCreateFields {
  title?: string;
  amount?: number;
  amount_sale?: number;
  currency?: Currency;
  /** Category ids. */
  categories: string[];
  /** Keyed by extra slug: numbers, option slugs (arrays for checkbox), booleans, strings, tag arrays. */
  extras: Record<string, ExtraValue>;
  address?: QuickCreateAddress;
}
