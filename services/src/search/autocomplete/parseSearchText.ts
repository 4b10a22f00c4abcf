// Quick text search (POST /search/autocomplete): free Spanish text → filter items and places.
// Pure and deterministic: the catalogue and the place matcher come in. Without a type the text is
// read as each type, and the type it explains best (categories and extras found) wins; ties go to
// the first in catalogue order; a text no type explains gives no filter items.
import type { SearchFilter, SearchPlace } from '@app/contracts';
import type { PlaceMatcher } from '../../places/index.ts';
import type { CatalogueType } from '../criteria/searchCatalogue.ts';
import { readSearchType } from './readSearchType.ts';
import { findTextPlaces } from './textPlaces.ts';

export interface ParsedSearch {
  typeId: string | null;
  filters: SearchFilter[];
  places: SearchPlace[];
}

export function parseSearchText(
  text: string,
  types: readonly CatalogueType[],
  matcher: PlaceMatcher,
  typeId: string | null,
): ParsedSearch {
  const { places, spans } = findTextPlaces(text, matcher);
  const candidates = typeId === null ? types : types.filter((type) => type.id === typeId);
  let best: { type: CatalogueType; filters: SearchFilter[]; evidence: number } | null = null;
  for (const type of candidates) {
    const reading = readSearchType(text, type, spans);
    if (best === null || reading.evidence > best.evidence) best = { type, ...reading };
  }
  if (!best || (typeId === null && best.evidence === 0)) return { typeId: null, filters: [], places };
  const addressed = best.type.config.fields.includes('address');
  return { typeId: best.type.id, filters: best.filters, places: addressed ? places : [] };
}
