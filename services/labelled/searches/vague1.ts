// Labelled quick-search texts (see labelledSearches.ts).
import type { LabelledSearch } from '../labelledSearchTypes.ts';
import { PALERMO } from '../places.ts';

export const vague1: LabelledSearch[] = [
  { text: 'algo lindo para regalar', typeGiven: null, expected: { type: null } },
  { text: 'hola', typeGiven: null, expected: { type: null } },
  {
    text: 'algo en Palermo hasta 100 mil',
    typeGiven: 'inmuebles',
    expected: { type: 'inmuebles', operation: 'sale', currency: 'USD', amount: { max: 100_000 }, places: [PALERMO] },
  },
];
