// The filter form of the search builder as a pure reducer (SPEC.md sections 4 and 5): changing the
// type clears every other field, new price bounds reset the chosen amount, and the form becomes a
// filter item once a type is chosen.
import type { Operation } from '@app/contracts/publication/operation';
import type { SearchExtraValue, SearchFilter } from '@app/contracts/search/filter';
import type { CurrencyCode } from '../../publication/catalogue/publicationTypes.ts';

/** Where a price range starts and ends; either end may be open. */
export interface OpenRange {
  min: number | null;
  max: number | null;
}

export interface StockChoice {
  places: string[];
  colors: string[];
  sizes: string[];
}

export interface FilterFormState {
  typeId: string | null;
  /** Comprar, Alquilar or Alquiler temporario, for types with operations; null for the others. */
  operation: Operation | null;
  categoryId: string | null;
  /** Only the extras the person set, keyed by slug. */
  extras: Readonly<Record<string, SearchExtraValue>>;
  stock: StockChoice;
  currency: CurrencyCode;
  /** The lowest and highest price the other fields find (POST /search/prices); null until known. */
  priceBounds: OpenRange | null;
  /** The chosen price range; null: any price. */
  amount: OpenRange | null;
  /** The title of the filter item the form was loaded from, until something changes. */
  title: string | null;
}

export type FilterFormAction =
  | { type: 'chooseType'; typeId: string | null; operation?: Operation | null }
  | { type: 'chooseOperation'; operation: Operation }
  | { type: 'chooseCategory'; categoryId: string | null }
  | { type: 'setExtra'; slug: string; value: SearchExtraValue | null }
  | { type: 'setStock'; stock: StockChoice }
  | { type: 'chooseCurrency'; currency: CurrencyCode }
  | { type: 'priceBoundsFound'; bounds: OpenRange }
  | { type: 'chooseAmount'; amount: OpenRange | null }
  | { type: 'load'; filter: SearchFilter }
  | { type: 'clear' };

export const DEFAULT_SEARCH_CURRENCY: CurrencyCode = 'ARS';
const NO_STOCK: StockChoice = { places: [], colors: [], sizes: [] };

export const emptyFilterForm: FilterFormState = {
  typeId: null,
  operation: null,
  categoryId: null,
  extras: {},
  stock: NO_STOCK,
  currency: DEFAULT_SEARCH_CURRENCY,
  priceBounds: null,
  amount: null,
  title: null,
};

const sameRange = (first: OpenRange | null, second: OpenRange | null): boolean =>
  first?.min === second?.min && first?.max === second?.max;

function withoutExtra(extras: Readonly<Record<string, SearchExtraValue>>, slug: string) {
  const { [slug]: _removed, ...rest } = extras;
  return rest;
}

function formOf(filter: SearchFilter): FilterFormState {
  return {
    typeId: filter.type_id,
    operation: filter.operation ?? null,
    categoryId: filter.category_id,
    extras: filter.extras,
    stock: filter.stock ?? NO_STOCK,
    currency: filter.currency ?? DEFAULT_SEARCH_CURRENCY,
    priceBounds: null,
    amount: filter.amount && (filter.amount.min !== null || filter.amount.max !== null) ? filter.amount : null,
    title: filter.title,
  };
}

/** Every change but a new price bound forgets the loaded title: the item no longer says that. */
function changed(state: FilterFormState, change: Partial<FilterFormState>): FilterFormState {
  return { ...state, ...change, title: null };
}

export function filterFormReducer(state: FilterFormState, action: FilterFormAction): FilterFormState {
  switch (action.type) {
    case 'chooseType':
      return action.typeId === state.typeId
        ? state
        : { ...emptyFilterForm, typeId: action.typeId, operation: action.operation ?? null };
    case 'chooseOperation':
      // Prices are one market's: a rent's bounds say nothing of a sale's.
      return action.operation === state.operation
        ? state
        : changed(state, { operation: action.operation, priceBounds: null, amount: null });
    case 'chooseCategory':
      return changed(state, { categoryId: action.categoryId });
    case 'setExtra':
      return changed(state, {
        extras:
          action.value === null
            ? withoutExtra(state.extras, action.slug)
            : { ...state.extras, [action.slug]: action.value },
      });
    case 'setStock':
      return changed(state, { stock: action.stock });
    case 'chooseCurrency':
      return action.currency === state.currency
        ? state
        : changed(state, { currency: action.currency, priceBounds: null, amount: null });
    case 'priceBoundsFound':
      if (sameRange(state.priceBounds, action.bounds)) return state;
      // The first bounds of a loaded form frame its amount; bounds that move reset it.
      return state.priceBounds === null
        ? { ...state, priceBounds: action.bounds }
        : changed(state, { priceBounds: action.bounds, amount: null });
    case 'chooseAmount':
      return changed(state, { amount: action.amount });
    case 'load':
      return formOf(action.filter);
    case 'clear':
      return emptyFilterForm;
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

/** A chosen type is enough to search (SPEC.md section 5: "a complete form"). */
export function isFormComplete(state: FilterFormState): boolean {
  return state.typeId !== null;
}

function hasStockChoice(stock: StockChoice): boolean {
  return stock.places.length > 0 || stock.colors.length > 0 || stock.sizes.length > 0;
}

/**
 * The form as a filter item, or null without a type. The currency travels only with a price range:
 * alone it would leave out everything priced in the other currency.
 */
export function formToFilter(state: FilterFormState, title: string | null = state.title): SearchFilter | null {
  if (state.typeId === null) return null;
  return {
    title,
    type_id: state.typeId,
    category_id: state.categoryId,
    operation: state.operation,
    currency: state.amount ? state.currency : null,
    amount: state.amount,
    extras: { ...state.extras },
    stock: hasStockChoice(state.stock) ? state.stock : null,
  };
}
