import type { SearchFilter } from '@app/contracts/search/filter';
import { describe, expect, it } from 'vitest';
import {
  emptyFilterForm,
  type FilterFormAction,
  type FilterFormState,
  filterFormReducer,
  formToFilter,
  isFormComplete,
} from './filterForm.ts';

const HOUSES = '00000000-0000-4000-8000-0000000000a1';
const CARS = '00000000-0000-4000-8000-0000000000a2';
const FLAT = '00000000-0000-4000-8000-0000000000b1';

const run = (...actions: FilterFormAction[]): FilterFormState => actions.reduce(filterFormReducer, emptyFilterForm);

const filledHouseForm = () =>
  run(
    { type: 'chooseType', typeId: HOUSES },
    { type: 'chooseCategory', categoryId: FLAT },
    { type: 'setExtra', slug: 'ambientes', value: 2 },
    { type: 'setStock', stock: { places: ['Depósito'], colors: [], sizes: [] } },
    { type: 'chooseCurrency', currency: 'USD' },
    { type: 'priceBoundsFound', bounds: { min: 50_000, max: 300_000 } },
    { type: 'chooseAmount', amount: { min: 80_000, max: null } },
  );

describe('the filter form', () => {
  it('is complete once a type is chosen', () => {
    expect(isFormComplete(emptyFilterForm)).toBe(false);
    expect(isFormComplete(run({ type: 'chooseType', typeId: HOUSES }))).toBe(true);
  });

  it('clears every other field when the type changes', () => {
    const changed = filterFormReducer(filledHouseForm(), { type: 'chooseType', typeId: CARS });
    expect(changed).toEqual({ ...emptyFilterForm, typeId: CARS });
  });

  it('keeps its fields when the same type is chosen again', () => {
    const form = filledHouseForm();
    expect(filterFormReducer(form, { type: 'chooseType', typeId: HOUSES })).toBe(form);
  });

  it('resets the chosen amount when the price bounds change', () => {
    const form = filledHouseForm();
    expect(form.amount).toEqual({ min: 80_000, max: null });
    const moved = filterFormReducer(form, { type: 'priceBoundsFound', bounds: { min: 60_000, max: 300_000 } });
    expect(moved.priceBounds).toEqual({ min: 60_000, max: 300_000 });
    expect(moved.amount).toBeNull();
  });

  it('keeps the amount when the same bounds come back', () => {
    const form = filledHouseForm();
    const same = filterFormReducer(form, { type: 'priceBoundsFound', bounds: { min: 50_000, max: 300_000 } });
    expect(same).toBe(form);
  });

  it('resets the amount and its bounds when the currency changes', () => {
    const changed = filterFormReducer(filledHouseForm(), { type: 'chooseCurrency', currency: 'ARS' });
    expect(changed.amount).toBeNull();
    expect(changed.priceBounds).toBeNull();
  });

  it('removes an extra set back to nothing', () => {
    const form = filterFormReducer(filledHouseForm(), { type: 'setExtra', slug: 'ambientes', value: null });
    expect(form.extras).toEqual({});
  });

  it('becomes a filter item, with the currency only beside a price range', () => {
    expect(formToFilter(emptyFilterForm)).toBeNull();
    expect(formToFilter(filledHouseForm(), 'Departamento')).toEqual({
      title: 'Departamento',
      type_id: HOUSES,
      category_id: FLAT,
      operation: null,
      currency: 'USD',
      amount: { min: 80_000, max: null },
      extras: { ambientes: 2 },
      stock: { places: ['Depósito'], colors: [], sizes: [] },
    });
    const anyPrice = run({ type: 'chooseType', typeId: HOUSES }, { type: 'chooseCurrency', currency: 'USD' });
    expect(formToFilter(anyPrice)).toMatchObject({ currency: null, amount: null, stock: null });
  });

  it('loads a saved item with its title, which the first change forgets', () => {
    const saved: SearchFilter = {
      title: 'Departamento, desde U$S 80.000',
      type_id: HOUSES,
      category_id: FLAT,
      operation: null,
      currency: 'USD',
      amount: { min: 80_000, max: null },
      extras: {},
      stock: null,
    };
    const loaded = run({ type: 'load', filter: saved });
    expect(formToFilter(loaded)).toEqual({ ...saved, stock: null });
    // Its amount survives the first bounds found: they frame it rather than move it.
    const framed = filterFormReducer(loaded, { type: 'priceBoundsFound', bounds: { min: 1, max: 500_000 } });
    expect(framed.amount).toEqual({ min: 80_000, max: null });
    expect(filterFormReducer(framed, { type: 'setExtra', slug: 'cochera', value: true }).title).toBeNull();
  });
});

describe('the operation of a property search', () => {
  it('starts with the one given with the type, and a new operation forgets the price', () => {
    const chosen = filterFormReducer(emptyFilterForm, { type: 'chooseType', typeId: 'homes', operation: 'sale' });
    expect(chosen.operation).toBe('sale');
    const priced = filterFormReducer(
      filterFormReducer(chosen, { type: 'priceBoundsFound', bounds: { min: 1, max: 9 } }),
      {
        type: 'chooseAmount',
        amount: { min: 2, max: 5 },
      },
    );
    const renting = filterFormReducer(priced, { type: 'chooseOperation', operation: 'rent' });
    expect(renting).toMatchObject({ operation: 'rent', amount: null, priceBounds: null });
    expect(formToFilter(renting)).toMatchObject({ type_id: 'homes', operation: 'rent' });
  });
});
