import type { SearchFilter } from '@app/contracts/search/filter';
import type { Search } from '@app/contracts/search/search';
import { describe, expect, it } from 'vitest';
import {
  type BuilderAction,
  type BuilderState,
  builderReducer,
  canRunSearch,
  draftFilters,
  initialBuilderState,
} from './builderState.ts';

const HOUSES = '00000000-0000-4000-8000-0000000000a1';
const CARS = '00000000-0000-4000-8000-0000000000a2';

const run = (...actions: BuilderAction[]): BuilderState => actions.reduce(builderReducer, initialBuilderState);
const chooseType = (typeId: string): BuilderAction => ({ type: 'form', action: { type: 'chooseType', typeId } });

const item = (typeId: string, title: string): SearchFilter => ({
  title,
  type_id: typeId,
  category_id: null,
  operation: null,
  currency: null,
  amount: null,
  extras: {},
  stock: null,
});

describe('the search builder', () => {
  it('cannot search with neither an item nor a complete form', () => {
    expect(canRunSearch(initialBuilderState)).toBe(false);
    expect(canRunSearch(run(chooseType(HOUSES)))).toBe(true);
  });

  it('adds the form as an item and starts a new form', () => {
    const state = run(chooseType(HOUSES), { type: 'addFormFilter', title: 'Inmuebles' });
    expect(state.filters).toEqual([item(HOUSES, 'Inmuebles')]);
    expect(state.form.typeId).toBeNull();
    expect(canRunSearch(state)).toBe(true);
  });

  it('searches the list plus the complete form', () => {
    const state = run(chooseType(HOUSES), { type: 'addFormFilter', title: 'Inmuebles' }, chooseType(CARS));
    expect(draftFilters(state).map((filter) => filter.type_id)).toEqual([HOUSES, CARS]);
  });

  it('removes an item from the list', () => {
    const state = run(
      { type: 'addQuickFilters', filters: [item(HOUSES, 'Casa'), item(CARS, 'Autos')], places: [] },
      { type: 'removeFilter', index: 0 },
    );
    expect(state.filters.map((filter) => filter.title)).toEqual(['Autos']);
    expect(state.autocompleted).toBe(true);
  });

  it('keeps each place once', () => {
    const palermo = { reference: 'ar-barrio-palermo', name: 'Palermo', description: 'Palermo, CABA' };
    const state = run({ type: 'addPlace', place: palermo }, { type: 'addPlace', place: palermo });
    expect(state.places).toEqual([palermo]);
    expect(
      run({ type: 'addPlace', place: palermo }, { type: 'removePlace', reference: palermo.reference }).places,
    ).toEqual([]);
  });

  it('puts the last item of an edited search back in the form', () => {
    const search = {
      filters: [item(HOUSES, 'Casa'), { ...item(CARS, 'Autos'), extras: { anio: { min: 2015, max: null } } }],
      places: [
        {
          id: 'ar-barrio-palermo',
          reference: 'ar-barrio-palermo',
          name: 'Palermo',
          description: 'Palermo, Ciudad Autónoma de Buenos Aires',
          coordinates: [-34.58, -58.42],
          radius_km: 2.5,
        },
      ],
      order: 'price_asc',
      autocompleted: false,
    } as Pick<Search, 'filters' | 'places' | 'order' | 'autocompleted'> as Search;
    const state = run({ type: 'edit', search });
    expect(state.filters.map((filter) => filter.title)).toEqual(['Casa']);
    expect(state.form).toMatchObject({ typeId: CARS, title: 'Autos', extras: { anio: { min: 2015, max: null } } });
    expect(state.places).toEqual([
      {
        reference: 'ar-barrio-palermo',
        id: 'ar-barrio-palermo',
        name: 'Palermo',
        description: 'Palermo, Ciudad Autónoma de Buenos Aires',
        radius_km: 2.5,
      },
    ]);
    expect(state.order).toBe('price_asc');
  });

  it('takes a loosening of the whole draft: the list and the form’s item, loosened', () => {
    const state = run({ type: 'addQuickFilters', filters: [item(HOUSES, 'Casa')], places: [] }, chooseType(CARS), {
      type: 'addPlace',
      place: { reference: 'ar-barrio-palermo' },
    });
    const wider = { reference: 'ar-barrio-palermo', radius_km: 5 };
    const loosened = builderReducer(state, {
      type: 'loosen',
      filters: [
        { ...item(HOUSES, 'Casa'), title: null, category_id: null },
        { ...item(CARS, 'x'), title: null },
      ],
      places: [wider],
    });
    expect(loosened.filters).toEqual([{ ...item(HOUSES, 'Casa'), title: null }]);
    expect(loosened.form.typeId).toBe(CARS);
    expect(draftFilters(loosened).map((filter) => filter.type_id)).toEqual([HOUSES, CARS]);
    expect(loosened.places).toEqual([wider]);
    const listOnly = builderReducer(run({ type: 'addQuickFilters', filters: [item(HOUSES, 'Casa')], places: [] }), {
      type: 'loosen',
      filters: [{ ...item(HOUSES, 'Casa'), title: null }],
      places: [],
    });
    expect([listOnly.filters.length, listOnly.form.typeId]).toEqual([1, null]);
  });
});
