// The place a directory search is about: the coordinates given, or a place the search text names
// whole ('palermo', 'Córdoba'), read from the gazetteer. A text naming a place is a place search:
// groups there and groups whose portfolio covers it are listed.
import { argentineGazetteer, type Place, searchKey } from '../../places/index.ts';

export interface DirectoryPlace {
  name: string | null;
  latitude: number;
  longitude: number;
  /** True when the search text is the place's name (not a word of a group's title). */
  fromText: boolean;
}

let byReference: Map<string, Place> | undefined;

function placeOf(reference: string): Place | undefined {
  byReference ??= new Map(argentineGazetteer().places.map((place) => [place.reference, place]));
  return byReference.get(reference);
}

/** The most relevant place whose name (or alias) is the whole text. */
function placeNamed(text: string): DirectoryPlace | null {
  const key = searchKey(text);
  if (!key) return null;
  for (const suggestion of argentineGazetteer().searchPlaces(text, 5)) {
    const place = placeOf(suggestion.reference);
    if (!place || ![place.name, ...place.aliases].some((name) => searchKey(name) === key)) continue;
    const [latitude, longitude] = place.coordinates;
    return { name: place.name, latitude, longitude, fromText: true };
  }
  return null;
}

export function directoryPlace(query: { search?: string; latitude?: number; longitude?: number }) {
  const named = query.search ? placeNamed(query.search) : null;
  if (query.latitude === undefined || query.longitude === undefined) return named;
  return { name: named?.name ?? null, latitude: query.latitude, longitude: query.longitude, fromText: named !== null };
}
