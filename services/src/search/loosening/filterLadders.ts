// Loosenings of the filter items, each a ladder of steps from the mildest: a wider price (+20 %,
// +50 %, any), fewer of a number extra ('3+ ambientes' → '2+', then not asked), a category, an
// extra or stock no longer asked. A step copies every item it does not change and changes only the
// field it names, so whatever else an item asks (its operation, its currency) stays as it was.
import { LOOSENING_MESSAGES, type SearchExtraValue, type SearchFilter } from '@app/contracts';
import { amountInWords, extraInWords } from '../criteria/describeFilter.ts';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import type { LooseningLadder, LooseningStep } from './looseningStep.ts';

/** How much wider each price step is, on both ends. */
const PRICE_WIDENINGS = [0.2, 0.5] as const;
/** Extras no longer asked, one ladder each, at most: past this the answer stops being near. */
const EXTRA_LADDERS_MAX = 4;

type ItemChange = (filter: SearchFilter) => SearchFilter | null;

/** Every item through `change`; null when no item changed. A changed item's title no longer fits. */
function changeItems(filters: readonly SearchFilter[], change: ItemChange): SearchFilter[] | null {
  let changed = false;
  const next = filters.map((filter) => {
    const loosened = change(filter);
    if (!loosened) return filter;
    changed = true;
    return { ...loosened, title: null };
  });
  return changed ? next : null;
}

function step(
  kind: LooseningStep['kind'],
  label: string,
  filters: SearchFilter[] | null,
  places: LooseningStep['places'],
) {
  return filters ? [{ kind, label, filters, places }] : [];
}

const isPriced = (filter: SearchFilter) =>
  filter.amount !== null && (filter.amount.min !== null || filter.amount.max !== null);

export function priceLadder(filters: readonly SearchFilter[], places: LooseningStep['places']): LooseningLadder {
  const first = filters.find(isPriced);
  if (!first?.amount) return [];
  const widened = (share: number) => (filter: SearchFilter) => {
    if (!isPriced(filter) || !filter.amount) return null;
    const { min, max } = filter.amount;
    const amount = {
      min: min === null ? null : Math.floor(min * (1 - share)),
      max: max === null ? null : Math.ceil(max * (1 + share)),
    };
    return { ...filter, amount };
  };
  const steps = PRICE_WIDENINGS.flatMap((share) => {
    const amount = widened(share)(first)?.amount;
    const label = amount ? LOOSENING_MESSAGES.price(amountInWords(first.currency, amount)) : '';
    return step('price', label, changeItems(filters, widened(share)), places);
  });
  const anyPrice = changeItems(filters, (filter) => (isPriced(filter) ? { ...filter, amount: null } : null));
  return [...steps, ...step('price', LOOSENING_MESSAGES.anyPrice, anyPrice, places)];
}

/** '3+' (3, or at least 3 as a range) asks for 2+; a count below 2 or an upper bound alone has no step. */
function oneLess(value: SearchExtraValue): SearchExtraValue | null {
  if (typeof value === 'number') return value >= 2 ? value - 1 : null;
  if (typeof value !== 'object' || Array.isArray(value) || value.min === null || value.min < 2) return null;
  return { ...value, min: value.min - 1 };
}

/** One ladder per number extra an item asks: one less (when it asks at least 2), then not asked. */
function numberLadders(filters: readonly SearchFilter[], places: LooseningStep['places'], catalogue: SearchCatalogue) {
  return filters.flatMap((filter, position) => {
    const type = catalogue.type(filter.type_id);
    if (!type) return [];
    return Object.entries(filter.extras).flatMap(([slug, value]) => {
      const extra = catalogue.extra(type, slug);
      if (extra?.config.type !== 'number') return [];
      const withValue = (next: SearchExtraValue | undefined) =>
        changeItems(filters, (candidate) => {
          if (candidate !== filters[position]) return null;
          const { [slug]: _dropped, ...others } = candidate.extras;
          return { ...candidate, extras: next === undefined ? others : { ...others, [slug]: next } };
        });
      const fewer = oneLess(value);
      const ladder = [
        ...(fewer === null ? [] : step('number', extraInWords(extra, fewer), withValue(fewer), places)),
        ...step('number', LOOSENING_MESSAGES.without(extraInWords(extra, value)), withValue(undefined), places),
      ];
      return [ladder];
    });
  });
}

function categoryLadder(filters: readonly SearchFilter[], places: LooseningStep['places'], catalogue: SearchCatalogue) {
  const first = filters.find((filter) => filter.category_id !== null);
  const type = first ? catalogue.type(first.type_id) : undefined;
  if (!type) return [];
  const anyCategory = changeItems(filters, (filter) =>
    filter.category_id === null ? null : { ...filter, category_id: null },
  );
  return step('category', LOOSENING_MESSAGES.anyCategory(type.title), anyCategory, places);
}

/** One ladder per other extra an item asks (a brand, a feature, words): not asked. */
function extraLadders(filters: readonly SearchFilter[], places: LooseningStep['places'], catalogue: SearchCatalogue) {
  const ladders = filters.flatMap((filter, position) => {
    const type = catalogue.type(filter.type_id);
    if (!type) return [];
    return Object.entries(filter.extras).flatMap(([slug, value]) => {
      const extra = catalogue.extra(type, slug);
      if (!extra || extra.config.type === 'number') return [];
      const without = changeItems(filters, (candidate) => {
        if (candidate !== filters[position]) return null;
        const { [slug]: _dropped, ...others } = candidate.extras;
        return { ...candidate, extras: others };
      });
      return [step('extra', LOOSENING_MESSAGES.without(extraInWords(extra, value)), without, places)];
    });
  });
  return ladders.slice(0, EXTRA_LADDERS_MAX);
}

function stockLadder(filters: readonly SearchFilter[], places: LooseningStep['places']): LooseningLadder {
  const anyStock = changeItems(filters, (filter) => (filter.stock === null ? null : { ...filter, stock: null }));
  return step('stock', LOOSENING_MESSAGES.noStock, anyStock, places);
}

/** The items' ladders after the price, nearest kinds first: rooms, category, other extras, stock. */
export function itemLadders(
  filters: readonly SearchFilter[],
  places: LooseningStep['places'],
  catalogue: SearchCatalogue,
): LooseningLadder[] {
  return [
    ...numberLadders(filters, places, catalogue),
    categoryLadder(filters, places, catalogue),
    ...extraLadders(filters, places, catalogue),
    stockLadder(filters, places),
  ].filter((ladder) => ladder.length > 0);
}
