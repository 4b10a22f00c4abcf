// The keys search looks up must be the ones the read model files (migration 0023's functions).
import { describe, expect, it } from 'vitest';
import { placeCells, placeKeys } from './placeCells.ts';
import { stockKeys } from './stockCondition.ts';

describe('place cells', () => {
  it('files a point in the cell Postgres gives it', () => {
    // SELECT search_place_cells(-34.58, -58.425) → {10554212157,20055401215,30005500121}
    expect(placeCells({ south: -34.58, north: -34.58, west: -58.425, east: -58.425 })).toEqual([10554212157]);
  });

  it('covers a barrio with the finest cells, a wider box with coarser ones, a province with none', () => {
    const barrio = placeCells({ south: -34.603, north: -34.557, west: -58.452, east: -58.398 });
    expect(barrio).toHaveLength(42);
    expect(barrio.every((cell) => Math.floor(cell / 10_000_000_000) === 1)).toBe(true);
    const town = placeCells({ south: -34.7, north: -34.4, west: -58.7, east: -58.3 });
    expect(town).toHaveLength(20);
    expect([town[0], town[19]]).toEqual([20055301213, 20055601217]);
    expect(placeCells({ south: -41, north: -33, west: -63, east: -56 })).toEqual([]);
  });

  it('keys a cell as Postgres does: the first 64 bits of md5("id:cell"), signed', () => {
    // SELECT ('x' || left(md5(id || ':10554212157'), 16))::bit(64)::int8
    expect(placeKeys('3f0e8c1a-0000-4000-8000-000000000000', [10554212157])).toEqual(['-3977819195648011454']);
    expect(placeKeys('3f0e8c1a-0000-4000-8000-000000000002', [10554212157])).toEqual(['1522619971793798170']);
  });
});

describe('stock keys', () => {
  it('joins the values of every dimension the filter names, in place, colour, size order', () => {
    expect(stockKeys({ places: ['Local Centro'], colors: ['Negro', 'azul'], sizes: ['M'] })).toEqual([
      'p:local centro|c:negro|s:M',
      'p:local centro|c:azul|s:M',
    ]);
    expect(stockKeys({ places: [], colors: ['negro'], sizes: [] })).toEqual(['c:negro']);
    expect(stockKeys({ places: [], colors: [], sizes: [] })).toEqual([]);
  });
});
