// Filter items in words: the title an untitled item gets ('Departamento, 2 ambientes, Cochera,
// hasta U$S 120.000') and the pieces of the search's readable sentence (GET /search/{uuid}/text).
import type { SearchExtraValue, SearchFilter } from '@app/contracts';
import { CURRENCIES } from '../../catalogue/configuration/staticConfiguration.ts';
import type { CatalogueExtra, CatalogueType } from './searchCatalogue.ts';

const numbers = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
const TITLE_MAX = 255;

export const formatNumber = (value: number) => numbers.format(value);

/** 'a', 'b' y 'c' — or 'o' for alternatives. */
export function joinWords(words: readonly string[], conjunction: 'y' | 'o'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

export function rangeWords(min: number | null, max: number | null, format: (value: number) => string): string {
  if (min !== null && max !== null) return min === max ? format(min) : `entre ${format(min)} y ${format(max)}`;
  if (min !== null) return `desde ${format(min)}`;
  return max !== null ? `hasta ${format(max)}` : '';
}

function currencySymbol(code: string): string {
  return CURRENCIES.find((currency) => currency.code === code)?.symbol ?? code;
}

function priceWords(filter: SearchFilter): string | null {
  if (filter.currency === null) return null;
  const currency = CURRENCIES.find((candidate) => candidate.code === filter.currency);
  const amount = filter.amount;
  if (!amount || (amount.min === null && amount.max === null))
    return `en ${currency?.title.toLowerCase() ?? filter.currency}`;
  const symbol = currencySymbol(filter.currency);
  return rangeWords(amount.min, amount.max, (value) => `${symbol} ${formatNumber(value)}`);
}

function optionTitles(extra: CatalogueExtra, value: SearchExtraValue): string[] {
  const slugs = (Array.isArray(value) ? value : [value]).filter((slug): slug is string => typeof slug === 'string');
  return slugs.map(
    (slug) => extra.config.options.find((option) => option.slug === slug)?.translations.es.title ?? slug,
  );
}

function numberWords(extra: CatalogueExtra, value: SearchExtraValue): string {
  const range =
    typeof value === 'number' ? { min: value, max: null } : (value as { min: number | null; max: number | null });
  // A year reads 2019, a price-like number 100.000, as the extra's own form shows them.
  const format = extra.config.thousand_separator ? formatNumber : (number: number) => String(number);
  const title = extra.translations.es.title;
  if (range.min !== null && range.min === range.max) return `${title} ${format(range.min)}`;
  return `${title} ${rangeWords(range.min, range.max, format)}`.trim();
}

/** One extra condition in words: '2 ambientes', 'Kilómetros hasta 80.000', 'Toyota o Ford', 'sin cochera'. */
export function extraWords(extra: CatalogueExtra, value: SearchExtraValue): string {
  const title = extra.translations.es.title;
  switch (extra.config.type) {
    case 'number':
      return numberWords(extra, value);
    case 'select':
    case 'radio':
      return joinWords(optionTitles(extra, value), 'o');
    case 'checkbox':
      return joinWords(optionTitles(extra, value), 'y');
    case 'boolean':
    case 'switch':
      return value === true ? title : `sin ${title.toLowerCase()}`;
    case 'text':
      return `${title} ${String(value)}`;
    case 'tags':
      return `${title} ${joinWords((Array.isArray(value) ? value : [value]).map(String), 'y')}`;
    default: {
      const unexpected: never = extra.config.type;
      return unexpected;
    }
  }
}

function stockWords(filter: SearchFilter): string[] {
  if (!filter.stock) return [];
  const { places, colors, sizes } = filter.stock;
  return [
    places.length > 0 ? `en stock en ${joinWords(places, 'o')}` : 'en stock',
    ...(colors.length > 0 ? [`color ${joinWords(colors, 'o')}`] : []),
    ...(sizes.length > 0 ? [`talle ${joinWords(sizes, 'o')}`] : []),
  ];
}

/** What the item looks for: its category's name, else its type's title. */
export function filterSubject(filter: SearchFilter, type: CatalogueType): string {
  return type.categories.find((category) => category.id === filter.category_id)?.name ?? type.title;
}

/** The item's conditions in words, extras in the type's form order, then price and stock. */
export function filterConditions(filter: SearchFilter, type: CatalogueType): string[] {
  const extras = type.extras.flatMap((extra) => {
    const value = filter.extras[extra.slug];
    return value === undefined ? [] : [extraWords(extra, value)];
  });
  const price = priceWords(filter);
  return [...extras, ...(price ? [price] : []), ...stockWords(filter)].filter((words) => words.length > 0);
}

export function filterTitle(filter: SearchFilter, type: CatalogueType): string {
  const title = [filterSubject(filter, type), ...filterConditions(filter, type)].join(', ');
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1)}…`;
}
