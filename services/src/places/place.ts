// What the gazetteer knows about a place, and what its callers get back.
export type PlaceKind = 'barrio' | 'zona' | 'city' | 'province';
export type Coordinates = readonly [latitude: number, longitude: number];

export interface Place {
  /** Stable across restarts and data refreshes: `ar-geonames-3435910`, `ar-barrio-palermo`. */
  reference: string;
  name: string;
  description: string;
  coordinates: Coordinates;
  kind: PlaceKind;
  /** GeoNames admin1 code of the province the place lies in ('07' for the capital). */
  provinceCode: string;
  population: number;
  /** Other names sellers use: 'Capital Federal', 'Bariloche', 'Bs As'. */
  aliases: readonly string[];
  /** 0 is a neighbourhood, 3 a whole province: the most specific mention in a sentence wins. */
  specificity: number;
}

export interface PlaceSuggestion {
  reference: string;
  description: string;
}

export interface PlaceDetails {
  reference: string;
  name: string;
  description: string;
  coordinates: [number, number];
}

export const SPECIFICITY = { neighbourhood: 0, city: 1, region: 2, province: 3 } as const;

export function toPlaceDetails(place: Place): PlaceDetails {
  const [latitude, longitude] = place.coordinates;
  return {
    reference: place.reference,
    name: place.name,
    description: place.description,
    coordinates: [latitude, longitude],
  };
}
