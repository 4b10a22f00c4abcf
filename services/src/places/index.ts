// Places: a bundled gazetteer of Argentine provinces, CABA barrios, zonas and cities, for the
// place autocomplete (POST map autocomplete / map place) and for quick create.
import { argentineGazetteer, DEFAULT_SEARCH_LIMIT } from './gazetteer.ts';
import type { PlaceDetails, PlaceSuggestion } from './place.ts';
import type { PlaceMatcher } from './placeMatcher.ts';

export { foldText } from './foldText.ts';
export { argentineGazetteer, createGazetteer, type Gazetteer } from './gazetteer.ts';
export type { Place, PlaceDetails, PlaceKind, PlaceSuggestion } from './place.ts';
export type { PlaceMatcher, PlaceMention, TextSpan } from './placeMatcher.ts';

export function searchPlaces(text: string, limit = DEFAULT_SEARCH_LIMIT): PlaceSuggestion[] {
  return argentineGazetteer().searchPlaces(text, limit);
}

export function placeByReference(reference: string): PlaceDetails | null {
  return argentineGazetteer().placeByReference(reference);
}

/** The place mentioned in a sentence, for quick create. */
export const argentinePlaceMatcher: PlaceMatcher = {
  findPlace: (text) => argentineGazetteer().matcher.findPlace(text),
};
export { searchKey } from './foldText.ts';
