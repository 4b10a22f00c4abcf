// A filter item in words, for the server (the title an untitled item gets, the pieces of the
// search's sentence, GET /search/{uuid}/text) and the client (the active filters list, the saved
// item's title): its category, else its type, then its conditions, extras in the type's form
// order, then price and stock — 'Departamento, Ambientes desde 2, Cochera, hasta U$S 120.000'.
// Numbers and a price without amounts read differently on each side, so each passes its wording.

import type { ExtraInput } from '../catalogue/extra.ts';
import type { Configuration } from '../configuration.ts';
import type { Operation } from '../publication/operation.ts';
import type { SearchExtraValue, SearchFilter } from './filter.ts';

const TITLE_MAX = 255;

export type DescribedExtra = Pick<ExtraInput, 'slug' | 'translations' | 'config'>;

export interface DescribedType {
  /** In form order. */
  extras: readonly DescribedExtra[];
  categories: readonly { id: string; name: string }[];
}

/** What the server and the client word each their own way. */
export interface FilterWording {
  currencies: Configuration['currencies'];
  /** How an extra's numbers read: a year 2019, a price-like number 100.000. */
  extraNumberFormat(config: DescribedExtra['config']): (value: number) => string;
  /** A number extra asked for one exact value ('Año 2019', '2 ambientes'). */
  exactNumber(title: string, value: string): string;
  /** How a price's amounts read. */
  formatAmount(value: number): string;
  /** An item priced in a currency without amounts ('en dólares'), or null to leave it unsaid. */
  currencyAlone(currencyName: string): string | null;
}

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

function optionTitles(extra: DescribedExtra, value: SearchExtraValue): string[] {
  const slugs = (Array.isArray(value) ? value : [value]).filter((slug): slug is string => typeof slug === 'string');
  return slugs.map(
    (slug) => extra.config.options.find((option) => option.slug === slug)?.translations.es.title ?? slug,
  );
}

function numberWords(extra: DescribedExtra, value: SearchExtraValue, wording: FilterWording): string {
  const title = extra.translations.es.title;
  // The server checks the value first; the client's form may hold anything while it is edited.
  if (typeof value !== 'number' && (typeof value !== 'object' || Array.isArray(value))) return title;
  const range = typeof value === 'number' ? { min: value, max: null } : value;
  const format = wording.extraNumberFormat(extra.config);
  if (range.min !== null && range.min === range.max) return wording.exactNumber(title, format(range.min));
  return `${title} ${rangeWords(range.min, range.max, format)}`.trim();
}

/** One extra condition in words: 'Ambientes desde 2', 'Kilómetros hasta 80.000', 'Toyota o Ford', 'sin cochera'. */
export function extraWords(extra: DescribedExtra, value: SearchExtraValue, wording: FilterWording): string {
  const title = extra.translations.es.title;
  switch (extra.config.type) {
    case 'number':
      return numberWords(extra, value, wording);
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

function priceWords(filter: SearchFilter, wording: FilterWording): string | null {
  if (filter.currency === null) return null;
  const currency = wording.currencies.find((candidate) => candidate.code === filter.currency);
  const amount = filter.amount;
  if (!amount || (amount.min === null && amount.max === null))
    return wording.currencyAlone(currency?.title.toLowerCase() ?? filter.currency);
  const symbol = currency?.symbol ?? filter.currency;
  return rangeWords(amount.min, amount.max, (value) => `${symbol} ${wording.formatAmount(value)}`);
}

function stockWords(filter: SearchFilter): string[] {
  if (!filter.stock) return [];
  const { places, colors, sizes } = filter.stock;
  // The schema upper-cases sizes as it reads them; a filter still in the client's form is not read yet.
  const sizeWords = sizes.map((size) => size.toUpperCase());
  return [
    places.length > 0 ? `en stock en ${joinWords(places, 'o')}` : 'en stock',
    ...(colors.length > 0 ? [`color ${joinWords(colors, 'o')}`] : []),
    ...(sizes.length > 0 ? [`talle ${joinWords(sizeWords, 'o')}`] : []),
  ];
}

/** What the item looks for: its category's name, else its type's title. */
/** After the subject: 'Departamento en alquiler'. */
const OPERATION_WORDS: Record<Operation, string> = {
  sale: 'en venta',
  rent: 'en alquiler',
  temporary_rent: 'en alquiler temporario',
};

export function filterSubjectWords(filter: SearchFilter, type: DescribedType, typeTitle: string): string {
  const subject = type.categories.find((category) => category.id === filter.category_id)?.name ?? typeTitle;
  return filter.operation ? `${subject} ${OPERATION_WORDS[filter.operation]}` : subject;
}

/** The item's conditions in words, extras in the type's form order, then price and stock. */
export function filterConditionWords(filter: SearchFilter, type: DescribedType, wording: FilterWording): string[] {
  const extras = type.extras.flatMap((extra) => {
    const value = filter.extras[extra.slug];
    return value === undefined ? [] : [extraWords(extra, value, wording)];
  });
  const price = priceWords(filter, wording);
  return [...extras, ...(price ? [price] : []), ...stockWords(filter)].filter((words) => words.length > 0);
}

/** Subject and conditions as one title, cut to what a title may hold. */
export function filterTitleFromWords(subject: string, conditions: readonly string[]): string {
  const title = [subject, ...conditions].filter((words) => words.length > 0).join(', ');
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1)}…`;
}
