import { describe, expect, it } from 'vitest';
import { fieldErrors, useSpanishErrors } from '../spanishErrors.ts';
import { searchFilterSchema } from './filter.ts';
import { searchResultsQuerySchema } from './results.ts';
import { resultCountLabel, searchCreateSchema } from './search.ts';

useSpanishErrors();

const TYPE = '7b0c7a2e-4f4c-4d3c-9c55-3f7a1f0e9a10';

function errorsOf(input: unknown): Record<string, string[]> {
  const parsed = searchFilterSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('search filter items', () => {
  it('fill their defaults', () => {
    expect(searchFilterSchema.parse({ type_id: TYPE })).toEqual({
      title: null,
      type_id: TYPE,
      category_id: null,
      operation: null,
      currency: null,
      amount: null,
      extras: {},
      stock: null,
    });
  });

  it('take every kind of extra value', () => {
    const extras = {
      ambientes: 2,
      m2_totales: { min: 50, max: 80 },
      cochera: true,
      amenities: ['pileta'],
      modelo: 'Hilux',
    };
    expect(searchFilterSchema.parse({ type_id: TYPE, extras }).extras).toEqual({
      ...extras,
      m2_totales: { min: 50, max: 80 },
    });
  });

  it('refuse a minimum above the maximum, in Spanish', () => {
    expect(errorsOf({ type_id: TYPE, currency: 'USD', amount: { min: 200, max: 100 } })).toEqual({
      'amount.max': ['Este campo debe tener un valor mínimo de 200'],
    });
    expect(errorsOf({ type_id: TYPE, extras: { ambientes: { min: 3, max: 1 } } })).toEqual({
      'extras.ambientes.max': ['Este campo debe tener un valor mínimo de 3'],
    });
  });

  it('need a currency with a price', () => {
    expect(errorsOf({ type_id: TYPE, amount: { max: 100 } })).toEqual({ currency: ['Este campo es obligatorio'] });
  });

  it('upper-case stock sizes', () => {
    expect(searchFilterSchema.parse({ type_id: TYPE, stock: { sizes: ['m'] } }).stock).toEqual({
      places: [],
      colors: [],
      sizes: ['M'],
    });
  });
});

describe('search requests', () => {
  it('default to the whole platform, ordered by relevance', () => {
    const request = searchCreateSchema.parse({ filters: [{ type_id: TYPE }] });
    expect(request).toMatchObject({ order: 'relevance', microsite_id: null, group_id: null, user_id: null });
  });

  it('need at least one filter item', () => {
    expect(searchCreateSchema.safeParse({ filters: [] }).success).toBe(false);
  });

  it('read the except list from the query string, comma separated or repeated', () => {
    const [first, second] = [TYPE, '0b4f2f3e-2c2d-4b8e-8a5f-7a0c2b1d9e33'];
    expect(searchResultsQuerySchema.parse({ except: `${first},${second}` }).except).toEqual([first, second]);
    expect(searchResultsQuerySchema.parse({ except: [first, second] }).except).toEqual([first, second]);
    expect(searchResultsQuerySchema.parse({}).except).toEqual([]);
    expect(searchResultsQuerySchema.safeParse({ except: 'nope' }).success).toBe(false);
  });
});

describe('result count labels', () => {
  it('read as SPEC.md words them', () => {
    expect(resultCountLabel(0, false)).toBe('Sin resultados');
    expect(resultCountLabel(1, false)).toBe('1 resultado');
    expect(resultCountLabel(37, false)).toBe('37 resultados');
    expect(resultCountLabel(1000, true)).toBe('+1000 resultados');
  });
});
