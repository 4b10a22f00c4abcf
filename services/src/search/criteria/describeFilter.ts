// Filter items in words on the server: the title an untitled item gets ('Departamento, Ambientes desde 2,
// Cochera, hasta U$S 120.000') and the pieces of the search's readable sentence
// (GET /search/{uuid}/text). The wording itself is shared with the client (contracts).
import {
  type AmountRange,
  extraWords,
  type FilterWording,
  filterConditionWords,
  filterSubjectWords,
  filterTitleFromWords,
  rangeWords,
  type SearchExtraValue,
  type SearchFilter,
} from '@app/contracts';
import { CURRENCIES } from '../../catalogue/index.ts';
import type { CatalogueExtra, CatalogueType } from './searchCatalogue.ts';

export { joinWords } from '@app/contracts';

const numbers = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

const formatNumber = (value: number) => numbers.format(value);

const serverWording: FilterWording = {
  currencies: CURRENCIES,
  // A year reads 2019, a price-like number 100.000, as the extra's own form shows them.
  extraNumberFormat: (config) => (config.thousand_separator ? formatNumber : (number: number) => String(number)),
  exactNumber: (title, value) => `${title} ${value}`,
  formatAmount: formatNumber,
  currencyAlone: (currencyName) => `en ${currencyName}`,
};

/** What the item looks for: its category's name, else its type's title. */
export function filterSubject(filter: SearchFilter, type: CatalogueType): string {
  return filterSubjectWords(filter, type, type.title);
}

/** The item's conditions in words, extras in the type's form order, then price and stock. */
export function filterConditions(filter: SearchFilter, type: CatalogueType): string[] {
  return filterConditionWords(filter, type, serverWording);
}

export function filterTitle(filter: SearchFilter, type: CatalogueType): string {
  return filterTitleFromWords(filterSubject(filter, type), filterConditions(filter, type));
}

/** One extra condition in words: 'Ambientes desde 2', 'Cochera'. */
export function extraInWords(extra: CatalogueExtra, value: SearchExtraValue): string {
  return extraWords(extra, value, serverWording);
}

/** A price range in words: 'hasta U$S 144.000', 'entre $ 80.000 y $ 120.000'. */
export function amountInWords(currency: string | null, amount: AmountRange): string {
  const symbol = CURRENCIES.find((known) => known.code === currency)?.symbol ?? currency ?? '$';
  return rangeWords(amount.min, amount.max, (value) => `${symbol} ${formatNumber(value)}`);
}
