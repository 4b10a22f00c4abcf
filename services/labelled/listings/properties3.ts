// Labelled quick-create sentences (see labelledListings.ts).
import type { LabelledListing } from '../fieldScore.ts';

export const properties3: LabelledListing[] = [
  {
    text: 'PH en Colegiales 4 amb con quincho y parrilla, 120 m2 totales, 95 cubiertos, u$s 175.000',
    type: 'inmuebles',
    expected: {
      operation: 'sale',
      amount: 175_000,
      currency: 'USD',
      categories: ['propiedad-horizontal-ph'],
      extras: { ambientes: 4, amenities: ['parrilla'], m2_totales: 120, m2_cubiertos: 95 },
      address: 'ar-barrio-colegiales',
    },
  },
];
