// The items' loosenings change only the field they name: whatever else an item asks (an operation
// added later, its currency, its other extras) reaches the loosened set as it was.
import type { SearchFilter } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { searchCatalogue } from '../criteria/searchCatalogue.ts';
import { itemLadders, priceLadder } from './filterLadders.ts';

const extra = (slug: string, type: 'number' | 'boolean', title: string) => ({
  slug,
  translations: { es: { title } },
  config: { type, options: [] },
});
const catalogue = searchCatalogue([
  {
    id: 'casas',
    slug: 'inmuebles',
    title: 'Inmuebles',
    config: { fields: ['address', 'amount'] },
    extras: [extra('ambientes', 'number', 'Ambientes'), extra('cochera', 'boolean', 'Cochera')],
    categories: [{ id: 'depto', name: 'Departamento', slug: 'departamento' }],
  },
] as unknown as Parameters<typeof searchCatalogue>[0]);

/** An item as a later contract may shape it: with a field these ladders know nothing of. */
const rentedFlat = {
  title: 'Departamento en alquiler',
  type_id: 'casas',
  category_id: 'depto',
  currency: 'ARS',
  amount: { min: 100_000, max: 500_000 },
  extras: { ambientes: 3, cochera: true },
  stock: null,
  operation: 'rent',
} as SearchFilter;

describe('the items’ loosenings', () => {
  it('widen the price on both ends, then drop it, and keep everything else', () => {
    const ladder = priceLadder([rentedFlat], []);
    expect(ladder.map((step) => step.label)).toEqual([
      'Precio entre $ 80.000 y $ 600.000',
      'Precio entre $ 50.000 y $ 750.000',
      'Cualquier precio',
    ]);
    for (const step of ladder) {
      const { amount: _amount, title, ...rest } = step.filters[0]!;
      const { amount: _before, title: _title, ...before } = rentedFlat;
      expect([title, rest]).toEqual([null, before]);
    }
  });

  it('ask one room less, then none; then any category; then no garage', () => {
    const steps = itemLadders([rentedFlat], [], catalogue).map((ladder) =>
      ladder.map((step) => [step.kind, step.label]),
    );
    expect(steps).toEqual([
      [
        ['number', 'Ambientes desde 2'],
        ['number', 'Sin exigir Ambientes desde 3'],
      ],
      [['category', 'Todas las categorías de Inmuebles']],
      [['extra', 'Sin exigir Cochera']],
    ]);
    for (const ladder of itemLadders([rentedFlat], [], catalogue)) {
      for (const step of ladder) expect(step.filters[0]).toMatchObject({ operation: 'rent', currency: 'ARS' });
    }
  });

  it('ask one room less of an at-least range as of a chip', () => {
    const ranged = { ...rentedFlat, extras: { ambientes: { min: 6, max: null } } } as SearchFilter;
    const [rooms] = itemLadders([ranged], [], catalogue);
    expect(rooms?.[0]?.label).toBe('Ambientes desde 5');
    expect(rooms?.[0]?.filters[0]?.extras).toEqual({ ambientes: { min: 5, max: null } });
  });
});
