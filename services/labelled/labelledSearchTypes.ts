// The shape of a labelled search text: what a person typed and the filter set they meant.
import type { Operation, SearchExtraValue } from '@app/contracts';

export type DemoTypeSlug = 'inmuebles' | 'vehiculos' | 'productos';

export interface ExpectedSearch {
  /** null: the text names nothing a type explains. */
  type: DemoTypeSlug | null;
  /** Category slugs: one filter item each. */
  categories?: string[];
  /** Properties: always one; a purchase unless words or a budget in pesos under five million say otherwise. */
  operation?: Operation;
  currency?: 'ARS' | 'USD';
  amount?: { min?: number; max?: number };
  extras?: Record<string, SearchExtraValue>;
  /** Gazetteer references. */
  places?: string[];
}

export interface LabelledSearch {
  text: string;
  /** The type the client sends (the builder's chosen type); null: the server guesses it. */
  typeGiven: DemoTypeSlug | null;
  expected: ExpectedSearch;
}

export const exact = (value: number) => ({ min: value, max: value });
export const atLeast = (value: number) => ({ min: value, max: null });
export const atMost = (value: number) => ({ min: null, max: value });
export const between = (min: number, max: number) => ({ min, max });
