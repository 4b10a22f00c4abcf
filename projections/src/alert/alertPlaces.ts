// A saved search's places as the alert percolator tests a publication's distance to them, in memory
// (services/src/alerts/indexedConditions.ts) and in SQL (filedConditions.ts), with the very numbers the search's own condition uses
// (services/src/search/query/placesCondition.ts): the same box, the same kilometres per degree and
// the same squared radius, so both compare identical float8 values. The percolator's reference spec
// holds the two to the same answers.
import type { SearchPlace } from '@app/contracts';
import { boxCells, kmPerDegreeLongitude, placeBox } from './alertPlaceCells.ts';

export interface AlertPlaceRow {
  place: number;
  latitude: number;
  longitude: number;
  km_per_degree_longitude: number;
  radius_squared: number;
  /** Too wide for cells: the search also states its box, so the percolator tests it too. */
  wide: boolean;
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The box exactly as the search states it (no slack); "wide" when no level covers it in few cells. */
export function alertPlaceRows(places: readonly SearchPlace[]): AlertPlaceRow[] {
  return places.map((place, index) => {
    const [latitude, longitude] = place.coordinates;
    const box = placeBox(place);
    return {
      place: index,
      latitude,
      longitude,
      km_per_degree_longitude: kmPerDegreeLongitude(latitude),
      radius_squared: place.radius_km ** 2,
      wide: boxCells(box) === null,
      ...box,
    };
  });
}
