// A saved search's places as the alert percolator tests a publication's distance to them in SQL
// (services/src/alerts/alertCandidates.ts), with the very numbers the search's own condition uses
// (services/src/search/query/placesCondition.ts): the same box, the same kilometres per degree and
// the same squared radius, so both compare identical float8 values. The percolator's reference spec
// holds the two to the same answers.
import type { SearchPlace } from '@app/contracts';

const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;
/** placeCells.ts's levels and cell limit: a place whose box needs more cells at every level is "wide". */
const CELLS_PER_DEGREE = [100, 10, 1] as const;
const MAX_CELLS = 64;

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

const cellIndex = (degrees: number, offset: number, perDegree: number) => Math.floor((degrees + offset) * perDegree);

function tooWideForCells(box: { south: number; north: number; west: number; east: number }): boolean {
  return CELLS_PER_DEGREE.every((perDegree) => {
    const rows = cellIndex(box.north, 90, perDegree) - cellIndex(box.south, 90, perDegree) + 1;
    const columns = cellIndex(box.east, 180, perDegree) - cellIndex(box.west, 180, perDegree) + 1;
    return rows * columns > MAX_CELLS;
  });
}

export function alertPlaceRows(places: readonly SearchPlace[]): AlertPlaceRow[] {
  return places.map((place, index) => {
    const [latitude, longitude] = place.coordinates;
    const kmPerDegreeLongitude = KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((latitude * Math.PI) / 180);
    const latitudeSpan = place.radius_km / KM_PER_DEGREE_LATITUDE;
    const longitudeSpan = place.radius_km / kmPerDegreeLongitude;
    const box = {
      south: latitude - latitudeSpan,
      north: latitude + latitudeSpan,
      west: longitude - longitudeSpan,
      east: longitude + longitudeSpan,
    };
    return {
      place: index,
      latitude,
      longitude,
      km_per_degree_longitude: kmPerDegreeLongitude,
      radius_squared: place.radius_km ** 2,
      wide: tooWideForCells(box),
      ...box,
    };
  });
}
