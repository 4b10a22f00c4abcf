// Loosening the places, mildest first: twice the distance around each place (the neighbouring
// barrios and towns), then the province each lies in (the whole capital for a barrio), then
// anywhere. Places the gazetteer does not know are left to the count's own 422.
import { joinWords, LOOSENING_MESSAGES, type SearchFilter, type SearchPlaceInput } from '@app/contracts';
import { argentineGazetteer, type Place } from '../../places/index.ts';
import { placeByReference, toSearchPlace } from '../criteria/searchPlaces.ts';
import type { LooseningLadder } from './looseningStep.ts';

/** The widest circle a place may have (contracts' radius_km limit). */
const RADIUS_MAX_KM = 500;
const NEARBY_FACTOR = 2;

let provinces: ReadonlyMap<string, Place> | undefined;

function provinceOf(place: Place): Place | undefined {
  provinces ??= new Map(
    argentineGazetteer()
      .places.filter((candidate) => candidate.kind === 'province')
      .map((province) => [province.provinceCode, province]),
  );
  return provinces.get(place.provinceCode);
}

const inputOf = (place: Place, radiusKm?: number): SearchPlaceInput => ({
  reference: place.reference,
  name: place.name,
  description: place.description,
  ...(radiusKm === undefined ? {} : { radius_km: radiusKm }),
});

export function placeLadder(filters: SearchFilter[], inputs: readonly SearchPlaceInput[]): LooseningLadder {
  const places = inputs.flatMap((input) => {
    const place = placeByReference(input.reference);
    return place ? [{ place, radiusKm: toSearchPlace(place, input.radius_km).radius_km }] : [];
  });
  if (places.length === 0 || places.length !== inputs.length) return [];
  const nearby = places.map(({ place, radiusKm }) =>
    inputOf(place, Math.min(RADIUS_MAX_KM, Math.round(radiusKm * NEARBY_FACTOR * 10) / 10)),
  );
  const farthestKm = Math.max(...nearby.map((place) => place.radius_km ?? 0));
  const names = joinWords(
    places.map(({ place }) => place.name),
    'y',
  );
  const wider = [...new Set(places.map(({ place }) => (place.kind === 'province' ? place : provinceOf(place))))];
  const widerPlaces = wider.filter((place): place is Place => place !== undefined);
  const widens = places.some(({ place }) => place.kind !== 'province') && widerPlaces.length > 0;
  const widerNames = joinWords(
    widerPlaces.map((place) => place.name),
    'y',
  );
  return [
    { kind: 'places', label: LOOSENING_MESSAGES.nearby(names, farthestKm), filters, places: nearby },
    ...(widens
      ? [
          {
            kind: 'places' as const,
            label: LOOSENING_MESSAGES.widerPlace(widerNames),
            filters,
            places: widerPlaces.map((place) => inputOf(place)),
          },
        ]
      : []),
    { kind: 'places', label: LOOSENING_MESSAGES.anyPlace, filters, places: [] },
  ];
}
