// A saved search's extras and stock filed for the alert percolator (services/src/alerts), in the
// forms the search's own conditions test them (services/src/search/query/extraConditions.ts and
// stockCondition.ts): each extra's value as every kind of extra would state it (the catalogue,
// read when percolating, tells which applies), and the stock filter's values as its line test
// compares them. The percolator's reference spec holds the two to the same answers.
import type { NumberRange, SearchExtraValue, SearchFilter } from '@app/contracts';

export interface AlertExtraRow {
  item: number;
  slug: string;
  /** A number extra: 'none' (a value that is no number), 'has', 'exact' or 'range', with its jsonpath. */
  number_test: 'none' | 'has' | 'exact' | 'range';
  number_path: string | null;
  /** A select or radio: one of these contained. */
  contains_any: string[];
  /** A checkbox: all its words contained. */
  contains_all: string;
  /** A yes/no: whether it asks for yes (contained) or not (not contained). */
  wants_true: boolean;
  /** Text and tags: every word in the publication's full text. */
  words: string[];
}

export interface AlertStockRow {
  item: number;
  places: string[];
  colors: string[];
  sizes: string[];
}

const words = (value: SearchExtraValue): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

const asRange = (value: number | NumberRange): NumberRange =>
  typeof value === 'number' ? { min: value, max: null } : value;

function numberTest(slug: string, value: SearchExtraValue): Pick<AlertExtraRow, 'number_test' | 'number_path'> {
  const isNumber = typeof value === 'number' || (typeof value === 'object' && !Array.isArray(value));
  if (!isNumber) return { number_test: 'none', number_path: null };
  const range = asRange(value as number | NumberRange);
  const tests = [
    ...(range.min !== null ? [`@ >= ${Number(range.min)}`] : []),
    ...(range.max !== null ? [`@ <= ${Number(range.max)}`] : []),
  ];
  if (tests.length === 0) return { number_test: 'has', number_path: null };
  if (range.min === range.max) return { number_test: 'exact', number_path: `$.${slug} ? (@ == ${Number(range.min)})` };
  return { number_test: 'range', number_path: `$.${slug} ? (${tests.join(' && ')})` };
}

export function alertExtraRows(filters: readonly SearchFilter[]): AlertExtraRow[] {
  return filters.flatMap((filter, item) =>
    Object.entries(filter.extras ?? {}).map(([slug, value]) => ({
      item,
      slug,
      ...numberTest(slug, value),
      contains_any: words(value).map((option) => JSON.stringify({ [slug]: option })),
      contains_all: JSON.stringify({ [slug]: words(value) }),
      wants_true: value === true,
      words: words(value),
    })),
  );
}

export function alertStockRows(filters: readonly SearchFilter[]): AlertStockRow[] {
  const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
  return filters.flatMap((filter, item) => {
    const stock = filter.stock ?? null;
    if (stock === null) return [];
    return [{ item, places: lower(stock.places), colors: lower(stock.colors), sizes: [...stock.sizes] }];
  });
}
