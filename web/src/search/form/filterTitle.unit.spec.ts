import type { SearchFilter } from '@app/contracts/search/filter';
import { describe, expect, it } from 'vitest';
import { extra, options, publicationType } from '../../publication/testing/catalogueFixtures.ts';
import { filterTitle } from './filterTitle.ts';

const CURRENCIES = [
  { code: 'ARS', symbol: '$', title: 'Pesos' },
  { code: 'USD', symbol: 'U$S', title: 'Dólares' },
];

const houses = publicationType(
  ['title', 'address', 'categories', 'amount'],
  [
    extra('ambientes', 'number', { validations: ['min:1', 'max:10'] }, 'Ambientes'),
    extra('m2_totales', 'number', { thousand_separator: true }, 'm² totales'),
    extra('anio', 'number', { validations: ['min:1950', 'max:2027'] }, 'Año'),
    extra('cochera', 'boolean', {}, 'Cochera'),
    extra('amenities', 'checkbox', { options: options('Pileta', 'Parrilla') }, 'Amenities'),
    extra('orientacion', 'select', { options: options('Norte', 'Sur') }, 'Orientación'),
  ],
  ['Departamento', 'Casa'],
);

function filter(change: Partial<SearchFilter>): SearchFilter {
  return {
    title: null,
    type_id: houses.id,
    category_id: null,
    operation: null,
    currency: null,
    amount: null,
    extras: {},
    stock: null,
    ...change,
  };
}

describe('a filter item in words', () => {
  it('names the type when no category is chosen', () => {
    expect(filterTitle(filter({}), houses, CURRENCIES)).toBe('Inmuebles');
  });

  it('names the category, then the extras in form order, then the price', () => {
    const flat = houses.categories[0]?.id ?? null;
    const title = filterTitle(
      filter({
        category_id: flat,
        currency: 'USD',
        amount: { min: null, max: 120_000 },
        extras: {
          cochera: true,
          ambientes: 2,
          m2_totales: { min: 50, max: 1500 },
          anio: { min: 2015, max: null },
          orientacion: ['norte', 'sur'],
        },
      }),
      houses,
      CURRENCIES,
    );
    expect(title).toBe(
      'Departamento, Ambientes desde 2, m² totales entre 50 y 1.500, Año desde 2015, Cochera, Norte o Sur, hasta U$S 120.000',
    );
  });

  it('says what is left out and what must be there', () => {
    const title = filterTitle(
      filter({
        extras: { cochera: false, amenities: ['pileta', 'parrilla'] },
        currency: 'ARS',
        amount: { min: 1500, max: 1500 },
      }),
      houses,
      CURRENCIES,
    );
    expect(title).toBe('Inmuebles, sin cochera, Pileta y Parrilla, $ 1.500');
  });

  it('describes stock', () => {
    const title = filterTitle(
      filter({ stock: { places: ['Centro'], colors: ['rojo', 'azul'], sizes: ['m'] } }),
      houses,
      CURRENCIES,
    );
    expect(title).toBe('Inmuebles, en stock en Centro, color rojo o azul, talle M');
  });
});
