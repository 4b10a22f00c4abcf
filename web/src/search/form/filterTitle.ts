// A filter item in words, for the active filters list and the saved item's title: its category
// (else its type), then its conditions — 'Departamento, Ambientes desde 2, Cochera, hasta U$S 120.000'.
// The same wording the server gives the items it names.
import type { Extra } from '@app/contracts/catalogue/extra';
import type { Configuration } from '@app/contracts/configuration';
import type { SearchExtraValue, SearchFilter } from '@app/contracts/search/filter';
import { formatInteger } from '../../format/format.ts';
import { type ConfiguredType, typeTitle } from '../../publication/catalogue/publicationTypes.ts';
import { extraNumberFormat } from '../extras/numberFilter.ts';

const TITLE_MAX = 255;

export function joinWords(words: readonly string[], conjunction: 'y' | 'o'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

export function rangeWords(min: number | null, max: number | null, format: (value: number) => string): string {
  if (min !== null && max !== null) return min === max ? format(min) : `entre ${format(min)} y ${format(max)}`;
  if (min !== null) return `desde ${format(min)}`;
  return max !== null ? `hasta ${format(max)}` : '';
}

function optionTitles(extra: Extra, value: SearchExtraValue): string[] {
  const slugs = (Array.isArray(value) ? value : [value]).filter((slug): slug is string => typeof slug === 'string');
  return slugs.map(
    (slug) => extra.config.options.find((option) => option.slug === slug)?.translations.es.title ?? slug,
  );
}

function numberWords(extra: Extra, value: SearchExtraValue): string {
  const title = extra.translations.es.title;
  if (typeof value !== 'number' && (typeof value !== 'object' || Array.isArray(value))) return title;
  const range = typeof value === 'number' ? { min: value, max: null } : value;
  const format = extraNumberFormat(extra.config);
  if (range.min !== null && range.min === range.max) return `${format(range.min)} ${title.toLowerCase()}`;
  return `${title} ${rangeWords(range.min, range.max, format)}`.trim();
}

/** '2 ambientes', 'Kilómetros hasta 80.000', 'Toyota o Ford', 'sin cochera'. */
export function extraWords(extra: Extra, value: SearchExtraValue): string {
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

function priceWords(filter: SearchFilter, currencies: Configuration['currencies']): string | null {
  const amount = filter.amount;
  if (!filter.currency || !amount || (amount.min === null && amount.max === null)) return null;
  const symbol = currencies.find((currency) => currency.code === filter.currency)?.symbol ?? filter.currency;
  return rangeWords(amount.min, amount.max, (value) => `${symbol} ${formatInteger(value)}`);
}

function stockWords(filter: SearchFilter): string[] {
  if (!filter.stock) return [];
  const { places, colors, sizes } = filter.stock;
  return [
    places.length > 0 ? `en stock en ${joinWords(places, 'o')}` : 'en stock',
    ...(colors.length > 0 ? [`color ${joinWords(colors, 'o')}`] : []),
    ...(sizes.length > 0
      ? [
          `talle ${joinWords(
            sizes.map((size) => size.toUpperCase()),
            'o',
          )}`,
        ]
      : []),
  ];
}

export function filterTitle(
  filter: SearchFilter,
  type: ConfiguredType,
  currencies: Configuration['currencies'],
): string {
  const subject = type.categories.find((category) => category.id === filter.category_id)?.name ?? typeTitle(type);
  const extras = type.extras.flatMap((extra) => {
    const value = filter.extras[extra.slug];
    return value === undefined ? [] : [extraWords(extra, value)];
  });
  const price = priceWords(filter, currencies);
  const words = [subject, ...extras, ...(price ? [price] : []), ...stockWords(filter)].filter((part) => part !== '');
  const title = words.join(', ');
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1)}…`;
}
