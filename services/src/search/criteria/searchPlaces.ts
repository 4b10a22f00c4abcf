// A search's places: gazetteer references turned into a centre and a radius. A publication is in a
// place when its coordinates lie within the radius (docs/decisions/search.md, "Places").
import type { SearchPlace, SearchPlaceInput } from '@app/contracts';
import { argentineGazetteer, type Place } from '../../places/index.ts';

const NEIGHBOURHOOD_KM = 2.5;
const REGION_KM = 30;
const PROVINCE_MARGIN = 1.1;
const EARTH_RADIUS_KM = 6_371;

/** Cities by size: a big city's listings spread further from its centre. */
function cityRadiusKm(population: number): number {
  if (population >= 1_000_000) return 20;
  if (population >= 250_000) return 12;
  return 6;
}

export function distanceKm(from: readonly [number, number], to: readonly [number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const [lat1, lng1] = from.map(radians) as [number, number];
  const [lat2, lng2] = to.map(radians) as [number, number];
  const haversine =
    Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(haversine));
}

interface PlaceIndex {
  byReference: ReadonlyMap<string, Place>;
  /** A province reaches its farthest bundled town from its centre (plus a margin). */
  provinceRadiusKm: ReadonlyMap<string, number>;
}

let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  if (index) return index;
  const places = argentineGazetteer().places;
  const provinceRadiusKm = new Map<string, number>();
  for (const province of places.filter((place) => place.kind === 'province')) {
    const towns = places.filter((place) => place.kind !== 'province' && place.provinceCode === province.provinceCode);
    const farthest = Math.max(
      NEIGHBOURHOOD_KM,
      ...towns.map((town) => distanceKm(province.coordinates, town.coordinates)),
    );
    provinceRadiusKm.set(province.reference, Math.round(farthest * PROVINCE_MARGIN));
  }
  index = { byReference: new Map(places.map((place) => [place.reference, place])), provinceRadiusKm };
  return index;
}

export function defaultRadiusKm(place: Place): number {
  switch (place.kind) {
    case 'barrio':
      return NEIGHBOURHOOD_KM;
    case 'city':
      return cityRadiusKm(place.population);
    case 'zona':
      if (place.specificity === 0) return NEIGHBOURHOOD_KM;
      return place.specificity === 1 ? cityRadiusKm(place.population) : REGION_KM;
    case 'province':
      return placeIndex().provinceRadiusKm.get(place.reference) ?? REGION_KM;
    default: {
      const unexpected: never = place.kind;
      return unexpected;
    }
  }
}

export function placeByReference(reference: string): Place | undefined {
  return placeIndex().byReference.get(reference);
}

export function toSearchPlace(place: Place, radiusKm?: number): SearchPlace {
  const [latitude, longitude] = place.coordinates;
  return {
    id: place.reference,
    name: place.name,
    reference: place.reference,
    description: place.description,
    coordinates: [latitude, longitude],
    radius_km: radiusKm ?? defaultRadiusKm(place),
  };
}

/** The places resolved, or the positions of the references the gazetteer does not know. */
export function resolvePlaces(inputs: readonly SearchPlaceInput[]): { places: SearchPlace[]; unknown: number[] } {
  const places: SearchPlace[] = [];
  const unknown: number[] = [];
  inputs.forEach((input, position) => {
    const place = placeByReference(input.reference);
    if (!place) unknown.push(position);
    else if (!places.some((known) => known.reference === place.reference))
      places.push(toSearchPlace(place, input.radius_km));
  });
  return { places, unknown };
}
