// Within the radius of one of a search's places, on the publications read model (alias `p`).
import type { SearchPlace } from '@app/contracts';
import { PLACE_ROWS_PER_DEGREE } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { type Box, cellRow, placeCells, placeKeys } from './placeCells.ts';

type Condition = RawBuilder<boolean>;

export const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;

export const kmPerDegreeLongitude = (latitude: number) =>
  KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((latitude * Math.PI) / 180);

function boxAround(place: SearchPlace): Box {
  const [latitude, longitude] = place.coordinates;
  const latitudeSpan = place.radius_km / KM_PER_DEGREE_LATITUDE;
  const longitudeSpan = place.radius_km / kmPerDegreeLongitude(latitude);
  return {
    south: latitude - latitudeSpan,
    north: latitude + latitudeSpan,
    west: longitude - longitudeSpan,
    east: longitude + longitudeSpan,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Cells that reach the place's circle: the corners of its box hold nothing within the radius. */
function cellsOf(place: SearchPlace): number[] {
  const [latitude, longitude] = place.coordinates;
  const kmPerDegree = kmPerDegreeLongitude(latitude);
  return placeCells(boxAround(place), (cell) => {
    const nearestLatitude = clamp(latitude, cell.south, cell.north);
    const nearestLongitude = clamp(longitude, cell.west, cell.east);
    const km2 =
      ((nearestLatitude - latitude) * KM_PER_DEGREE_LATITUDE) ** 2 +
      ((nearestLongitude - longitude) * kmPerDegree) ** 2;
    // A hair of slack: a publication on the very edge stays in, whatever the rounding.
    return km2 <= place.radius_km ** 2 * 1.000001 + 1e-9;
  });
}

/** The distance on a local flat projection: well within a percent at these radii. */
function withinRadius(place: SearchPlace): Condition {
  const [latitude, longitude] = place.coordinates;
  return sql<boolean>`((p.latitude - ${latitude}::float8) * ${KM_PER_DEGREE_LATITUDE}::float8) ^ 2
    + ((p.longitude - ${longitude}::float8) * ${kmPerDegreeLongitude(latitude)}::float8) ^ 2
    <= ${place.radius_km ** 2}::float8`;
}

/** A place too wide for cells (a province) is narrowed by its box, which the planner estimates well at that size. */
function withinBoxAndRadius(place: SearchPlace): Condition {
  const box = boxAround(place);
  return sql<boolean>`(p.latitude BETWEEN ${box.south}::float8 AND ${box.north}::float8
    AND p.longitude BETWEEN ${box.west}::float8 AND ${box.east}::float8 AND ${withinRadius(place)})`;
}

/** Within one of the places: what decides. */
export function placesCondition(places: readonly SearchPlace[]): Condition {
  const each = places.map((place) => (cellsOf(place).length > 0 ? withinRadius(place) : withinBoxAndRadius(place)));
  return each.length === 1 ? each[0]! : sql<boolean>`(${sql.join(each, sql` OR `)})`;
}

/** Past this many rows (about 2.5°) the places are wide enough that their boxes narrow them, not their rows. */
const MAX_ROWS = 256;

/** A hair of slack around the boxes: a publication on the very edge of a circle stays in, whatever the rounding. */
const EDGE_SLACK_DEGREES = 1e-9;

/**
 * The rows of latitude the places' boxes cross, between their longitudes: what the place index
 * (type, row, longitude) scans, one row after another, with every column a count tests beside
 * it. None when the places cross too many rows.
 */
export function placeRowsCondition(places: readonly SearchPlace[]): Condition | null {
  const boxes = places.map(boxAround);
  const rows = new Set<number>();
  for (const box of boxes) {
    const last = cellRow(box.north + EDGE_SLACK_DEGREES, PLACE_ROWS_PER_DEGREE);
    for (let row = cellRow(box.south - EDGE_SLACK_DEGREES, PLACE_ROWS_PER_DEGREE); row <= last; row += 1) rows.add(row);
  }
  if (rows.size > MAX_ROWS) return null;
  const west = Math.min(...boxes.map((box) => box.west)) - EDGE_SLACK_DEGREES;
  const east = Math.max(...boxes.map((box) => box.east)) + EDGE_SLACK_DEGREES;
  return sql<boolean>`p.place_row = ANY(${[...rows]}::int4[]) AND p.longitude BETWEEN ${west}::float8 AND ${east}::float8`;
}

/**
 * Publications of a type or category (`id`) in the cells around the places: a few lookups in the
 * filters index, and statistics that tell the planner how many publications a place holds, which
 * latitude and longitude apart cannot (they cluster around towns). None when a place is too wide.
 */
export function placeKeysCondition(places: readonly SearchPlace[], id: string): Condition | null {
  const cells = places.map(cellsOf);
  if (cells.some((placeCellList) => placeCellList.length === 0)) return null;
  return sql<boolean>`p.place_keys && ${placeKeys(id, [...new Set(cells.flat())])}::int8[]`;
}
