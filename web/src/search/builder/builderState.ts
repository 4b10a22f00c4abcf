// The search builder's state as a pure reducer (SPEC.md section 4, "Search builder"): the filter
// form, the active filter items, places and order. Adding puts the form's item in the list and
// starts a new form; editing a search puts its last item back in the form and the rest in the list.
import type { SearchFilter, SearchPlace, SearchPlaceInput } from '@app/contracts/search/filter';
import { SEARCH_FILTERS_MAX, SEARCH_PLACES_MAX } from '@app/contracts/search/filter';
import type { Search, SearchOrder } from '@app/contracts/search/search';
import {
  emptyFilterForm,
  type FilterFormAction,
  type FilterFormState,
  filterFormReducer,
  formToFilter,
  isFormComplete,
} from '../form/filterForm.ts';

export interface BuilderState {
  form: FilterFormState;
  filters: SearchFilter[];
  places: SearchPlaceInput[];
  order: SearchOrder;
  /** Some item came from a quick text search. */
  autocompleted: boolean;
}

export type BuilderAction =
  | { type: 'form'; action: FilterFormAction }
  /** The form's item joins the list under this title. */
  | { type: 'addFormFilter'; title: string }
  | { type: 'addQuickFilters'; filters: SearchFilter[]; places: SearchPlace[] }
  | { type: 'removeFilter'; index: number }
  | { type: 'addPlace'; place: SearchPlaceInput }
  | { type: 'removePlace'; reference: string }
  | { type: 'clearPlaces' }
  | { type: 'chooseOrder'; order: SearchOrder }
  | { type: 'edit'; search: Search }
  /** A loosening of the whole draft (list and form) replaces it: the form keeps its item, loosened. */
  | { type: 'loosen'; filters: SearchFilter[]; places: SearchPlaceInput[] };

export const initialBuilderState: BuilderState = {
  form: emptyFilterForm,
  filters: [],
  places: [],
  order: 'relevance',
  autocompleted: false,
};

export function placeInputOf(place: SearchPlace): SearchPlaceInput {
  return {
    reference: place.reference,
    id: place.id,
    name: place.name,
    description: place.description,
    radius_km: place.radius_km,
  };
}

function withPlaces(current: SearchPlaceInput[], added: SearchPlaceInput[]): SearchPlaceInput[] {
  const places = [...current];
  for (const place of added) {
    if (!places.some((known) => known.reference === place.reference)) places.push(place);
  }
  return places.slice(0, SEARCH_PLACES_MAX);
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'form':
      return { ...state, form: filterFormReducer(state.form, action.action) };
    case 'addFormFilter': {
      const filter = formToFilter(state.form, action.title);
      if (!filter || state.filters.length >= SEARCH_FILTERS_MAX) return state;
      return { ...state, filters: [...state.filters, filter], form: emptyFilterForm };
    }
    case 'addQuickFilters':
      return {
        ...state,
        filters: [...state.filters, ...action.filters].slice(0, SEARCH_FILTERS_MAX),
        places: withPlaces(state.places, action.places.map(placeInputOf)),
        autocompleted: state.autocompleted || action.filters.length > 0,
      };
    case 'removeFilter':
      return { ...state, filters: state.filters.filter((_filter, index) => index !== action.index) };
    case 'addPlace':
      return { ...state, places: withPlaces(state.places, [action.place]) };
    case 'removePlace':
      return { ...state, places: state.places.filter((place) => place.reference !== action.reference) };
    case 'clearPlaces':
      return state.places.length === 0 ? state : { ...state, places: [] };
    case 'chooseOrder':
      return { ...state, order: action.order };
    case 'edit': {
      const { filters, places, order, autocompleted } = action.search;
      const last = filters.at(-1);
      return {
        form: last ? filterFormReducer(emptyFilterForm, { type: 'load', filter: last }) : emptyFilterForm,
        filters: filters.slice(0, -1),
        places: places.map(placeInputOf),
        order,
        autocompleted,
      };
    }
    case 'loosen':
      return { ...loosened(state, action.filters), places: action.places.slice(0, SEARCH_PLACES_MAX) };
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

function loosened(state: BuilderState, filters: SearchFilter[]): BuilderState {
  const last = filters.at(-1);
  if (!isFormComplete(state.form) || !last) return { ...state, filters };
  return {
    ...state,
    filters: filters.slice(0, -1),
    form: filterFormReducer(emptyFilterForm, { type: 'load', filter: last }),
  };
}

/** The items a search made now would hold: the list, plus the form's item once it is complete. */
export function draftFilters(state: BuilderState): SearchFilter[] {
  const formFilter = isFormComplete(state.form) ? formToFilter(state.form) : null;
  return formFilter ? [...state.filters, formFilter].slice(0, SEARCH_FILTERS_MAX) : state.filters;
}

/** SPEC.md section 5: a search runs with at least one item in the list or a complete form. */
export function canRunSearch(state: BuilderState): boolean {
  return draftFilters(state).length > 0;
}

export function canAddFormFilter(state: BuilderState): boolean {
  return isFormComplete(state.form) && state.filters.length < SEARCH_FILTERS_MAX;
}
