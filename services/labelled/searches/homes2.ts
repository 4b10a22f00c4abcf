// Labelled quick-search texts (see labelledSearches.ts).
import { atLeast, atMost, between, exact, type LabelledSearch } from '../labelledSearchTypes.ts';
import { MENDOZA, PALERMO, ROSARIO } from '../places.ts';

export const homes2: LabelledSearch[] = [
  {
    text: 'casa apto crédito con 3 dormitorios en Mendoza',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['casa'],
      extras: { apto_credito: true, dormitorios: atLeast(3) },
      places: [MENDOZA],
    },
  },
  {
    text: 'departamento 2 o 3 ambientes Palermo hasta 150k usd',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      currency: 'USD',
      amount: { max: 150_000 },
      extras: { ambientes: between(2, 3) },
      places: [PALERMO],
    },
  },
  {
    text: 'PH sin expensas en Rosario con patio y parrilla',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['propiedad-horizontal-ph'],
      extras: { amenities: ['parrilla'], expensas: atMost(0) },
      places: [ROSARIO],
    },
  },
  {
    text: 'depto de exactamente 3 ambientes en Palermo',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { ambientes: exact(3) },
      places: [PALERMO],
    },
  },
  {
    text: 'departamento de solo 2 ambientes en Rosario',
    typeGiven: null,
    expected: {
      type: 'inmuebles',
      operation: 'sale',
      categories: ['departamento'],
      extras: { ambientes: exact(2) },
      places: [ROSARIO],
    },
  },
];
