// One type's reading of a search text as filter items: the listing-text engine's reading, one
// filter item per category named (or one without a category).
import type { SearchFilter } from '@app/contracts';
import { readSearch } from '../../listingText/index.ts';
import type { TextSpan } from '../../places/index.ts';
import type { CatalogueType } from '../criteria/searchCatalogue.ts';

export interface TypeReading {
  filters: SearchFilter[];
  /** What only this type explains: categories and extras found. */
  evidence: number;
}

export function readSearchType(text: string, type: CatalogueType, placeSpans: readonly TextSpan[]): TypeReading {
  const { categories, extras, price, operation, evidence } = readSearch(text, type, placeSpans);
  const base: SearchFilter = {
    title: null,
    type_id: type.id,
    category_id: null,
    operation,
    currency: price?.currency ?? null,
    amount: price?.amount ?? null,
    extras,
    stock: null,
  };
  const filters = categories.length === 0 ? [base] : categories.map((category) => ({ ...base, category_id: category }));
  return { filters, evidence };
}
