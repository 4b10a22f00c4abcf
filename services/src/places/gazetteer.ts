// The gazetteer: provinces, CABA barrios, zonas and GeoNames cities, built once on first use.
import { barrioPlaces } from './barrios.ts';
import { cityPlaces } from './cities.ts';
import { searchKey } from './foldText.ts';
import { type Place, type PlaceDetails, type PlaceSuggestion, toPlaceDetails } from './place.ts';
import { createPlaceMatcher, type PlaceMatcher } from './placeMatcher.ts';
import { buildPlaceNames } from './placeNames.ts';
import { buildPrefixIndex, searchIndex } from './placeSearch.ts';
import { provincePlaces } from './provinces.ts';
import { zonaPlaces } from './zonas.ts';

export const DEFAULT_SEARCH_LIMIT = 10;

export interface Gazetteer {
  searchPlaces(text: string, limit?: number): PlaceSuggestion[];
  placeByReference(reference: string): PlaceDetails | null;
  matcher: PlaceMatcher;
  places: readonly Place[];
}

export function allPlaces(): Place[] {
  return [...provincePlaces(), ...barrioPlaces(), ...zonaPlaces(), ...cityPlaces()];
}

/** Description words plus the province's own names, so 'palermo caba' narrows to the barrio. */
function qualifierWordsOf(places: readonly Place[]): (place: Place) => readonly string[] {
  const provinces = new Map(
    places.filter((place) => place.kind === 'province').map((place) => [place.provinceCode, place]),
  );
  const cache = new Map<Place, string[]>();
  return (place) => {
    const known = cache.get(place);
    if (known) return known;
    const province = provinces.get(place.provinceCode);
    const names = [place.description, ...(province ? [province.name, ...province.aliases] : [])];
    const words = names.flatMap((name) => searchKey(name).split(' '));
    cache.set(place, words);
    return words;
  };
}

export function createGazetteer(places: readonly Place[]): Gazetteer {
  const prefixIndex = buildPrefixIndex(places);
  const byReference = new Map(places.map((place) => [place.reference, place]));
  const qualifierWords = qualifierWordsOf(places);
  return {
    searchPlaces: (text, limit = DEFAULT_SEARCH_LIMIT) => searchIndex(prefixIndex, qualifierWords, text, limit),
    placeByReference(reference) {
      const place = byReference.get(reference);
      return place ? toPlaceDetails(place) : null;
    },
    matcher: createPlaceMatcher(buildPlaceNames(places)),
    places,
  };
}

let shared: Gazetteer | undefined;

/** The bundled gazetteer, built on first use and kept for the life of the process. */
export function argentineGazetteer(): Gazetteer {
  shared ??= createGazetteer(allPlaces());
  return shared;
}
