// Field-level precision, recall and F1 of quick text search over labelled texts, and its speed.
// Every stated thing is one field: the guessed type, each category, a property's operation, the
// currency, each price bound, each extra (each bound of a number, each option of a list), each place.
import type { SearchExtraValue, SearchFilter } from '@app/contracts';
import { argentinePlaceMatcher } from '../src/places/index.ts';
import type { CatalogueType } from '../src/search/criteria/searchCatalogue.ts';
import { type ParsedSearch, parseSearchText } from '../src/search/quickSearch/parseSearchText.ts';
import { demoSearchTypes } from './demoSearchTypes.ts';
import type { ExpectedSearch, LabelledSearch } from './labelledSearchTypes.ts';

export interface SearchScore {
  precision: number;
  recall: number;
  f1: number;
  texts: number;
  fields: number;
  misses: { text: string; missing: string[]; unexpected: string[] }[];
}

function extraFields(slug: string, value: SearchExtraValue): string[] {
  if (Array.isArray(value)) return value.map((item) => `${slug}=${item.toLowerCase()}`);
  if (typeof value === 'object') {
    return [
      ...(value.min !== null && value.min !== undefined ? [`${slug}.min=${value.min}`] : []),
      ...(value.max !== null && value.max !== undefined ? [`${slug}.max=${value.max}`] : []),
    ];
  }
  if (typeof value === 'number') return [`${slug}.min=${value}`];
  return [`${slug}=${String(value).toLowerCase()}`];
}

function priceFields(
  currency: string | null | undefined,
  amount: { min?: number | null; max?: number | null } | null | undefined,
) {
  return [
    ...(currency ? [`currency=${currency}`] : []),
    ...(amount?.min !== null && amount?.min !== undefined ? [`amount.min=${amount.min}`] : []),
    ...(amount?.max !== null && amount?.max !== undefined ? [`amount.max=${amount.max}`] : []),
  ];
}

export function expectedFields(expected: ExpectedSearch, guessed: boolean): Set<string> {
  return new Set([
    ...(guessed && expected.type ? [`type=${expected.type}`] : []),
    ...(expected.categories ?? []).map((category) => `category=${category}`),
    ...(expected.operation ? [`operation=${expected.operation}`] : []),
    ...priceFields(expected.currency, expected.amount),
    ...Object.entries(expected.extras ?? {}).flatMap(([slug, value]) => extraFields(slug, value)),
    ...(expected.places ?? []).map((place) => `place=${place}`),
  ]);
}

function filterFields(filter: SearchFilter): string[] {
  return [
    ...(filter.category_id ? [`category=${filter.category_id}`] : []),
    ...(filter.operation ? [`operation=${filter.operation}`] : []),
    ...priceFields(filter.currency, filter.amount),
    ...Object.entries(filter.extras).flatMap(([slug, value]) => extraFields(slug, value)),
  ];
}

export function parsedFields(parsed: ParsedSearch, guessed: boolean): Set<string> {
  return new Set([
    ...(guessed && parsed.typeId ? [`type=${parsed.typeId}`] : []),
    ...parsed.filters.flatMap(filterFields),
    ...parsed.places.map((place) => `place=${place.reference}`),
  ]);
}

export function evaluateSearches(
  labelled: readonly LabelledSearch[],
  types: readonly CatalogueType[] = demoSearchTypes(),
): SearchScore {
  let found = 0;
  let right = 0;
  let expectedCount = 0;
  const misses: SearchScore['misses'] = [];
  for (const { text, typeGiven, expected } of labelled) {
    const parsed = parseSearchText(text, types, argentinePlaceMatcher, typeGiven);
    const want = expectedFields(expected, typeGiven === null);
    const got = parsedFields(parsed, typeGiven === null);
    const hits = [...got].filter((field) => want.has(field)).length;
    found += got.size;
    right += hits;
    expectedCount += want.size;
    if (hits !== want.size || hits !== got.size) {
      misses.push({
        text,
        missing: [...want].filter((field) => !got.has(field)),
        unexpected: [...got].filter((field) => !want.has(field)),
      });
    }
  }
  const precision = found === 0 ? 1 : right / found;
  const recall = expectedCount === 0 ? 1 : right / expectedCount;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, texts: labelled.length, fields: expectedCount, misses };
}

/** Texts parsed per second, every type guessed (the slowest path: each type reads the text). */
export function measureSearchThroughput(labelled: readonly LabelledSearch[], parses: number): number {
  const types = demoSearchTypes();
  const started = performance.now();
  for (let index = 0; index < parses; index += 1) {
    parseSearchText(labelled[index % labelled.length]!.text, types, argentinePlaceMatcher, null);
  }
  return parses / ((performance.now() - started) / 1_000);
}
