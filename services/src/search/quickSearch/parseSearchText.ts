// Quick text search (POST /search/autocomplete): free Spanish text → filter items and places.
// Pure and deterministic: the catalogue and the place matcher come in. Without a type the text is
// read as each type, and the type it explains best (categories and extras found) wins; ties go to
// the first in catalogue order; a text no type explains gives no filter items. A category weighs
// more than a describing extra, and a place named counts for the types with addresses.
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

/**
 * A place named counts for a type that has addresses and explains something else in the text, so a
 * search with a place goes to a type that keeps it ('moto roja en Ushuaia': a vehicle, not a red
 * product without a place). A place alone does not choose a type.
 */
function placeEvidence(type: CatalogueType, placesNamed: boolean, evidence: number): number {
  return placesNamed && evidence > 0 && type.config.fields.includes('address') ? 1 : 0;
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
    const evidence = reading.evidence + placeEvidence(type, places.length > 0, reading.evidence);
    if (best === null || evidence > best.evidence) best = { type, ...reading, evidence };
  }
  if (!best || (typeId === null && best.evidence === 0)) return { typeId: null, filters: [], places };
  const addressed = best.type.config.fields.includes('address');
  return { typeId: best.type.id, filters: best.filters, places: addressed ? places : [] };
}
