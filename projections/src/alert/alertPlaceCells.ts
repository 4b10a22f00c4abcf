// The grid cells around a search's places, numbered as `search_place_cells` numbers a publication's
// (migration 0023: `level × 10^10 + row × 10^5 + column`, levels 0.01°, 0.1° and 1°). A place's box
// is covered at the finest level that needs few cells; a publication carries its cell at every
// level, so whichever level a place took, a publication inside the box shares one of its cells.
import type { SearchPlace } from '@app/contracts';

const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;
const LEVELS = [
  { level: 1, perDegree: 100 },
  { level: 2, perDegree: 10 },
  { level: 3, perDegree: 1 },
] as const;
/** Past this many cells a place is wide enough to be left to the type alone. */
const MAX_CELLS = 64;
/** A hair of slack: a publication on the very edge of a box stays in, whatever the rounding. */
const EDGE_SLACK_DEGREES = 1e-6;

export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

export const kmPerDegreeLongitude = (latitude: number) =>
  KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((latitude * Math.PI) / 180);

/** The box around a place's radius, widened by `slackDegrees` on every side. */
export function placeBox(place: SearchPlace, slackDegrees = 0): Box {
  const [latitude, longitude] = place.coordinates;
  const latitudeSpan = place.radius_km / KM_PER_DEGREE_LATITUDE + slackDegrees;
  const longitudeSpan = place.radius_km / kmPerDegreeLongitude(latitude) + slackDegrees;
  return {
    south: latitude - latitudeSpan,
    north: latitude + latitudeSpan,
    west: longitude - longitudeSpan,
    east: longitude + longitudeSpan,
  };
}

/** The cells covering `box` at the finest level that needs few; null when even the coarsest needs too many. */
export function boxCells(box: Box): number[] | null {
  for (const { level, perDegree } of LEVELS) {
    const south = Math.floor((box.south + 90) * perDegree);
    const north = Math.floor((box.north + 90) * perDegree);
    const west = Math.floor((box.west + 180) * perDegree);
    const east = Math.floor((box.east + 180) * perDegree);
    if ((north - south + 1) * (east - west + 1) > MAX_CELLS) continue;
    const cells: number[] = [];
    for (let row = south; row <= north; row += 1) {
      for (let column = west; column <= east; column += 1) cells.push(level * 10_000_000_000 + row * 100_000 + column);
    }
    return cells;
  }
  return null;
}

/** Every place's cells; null when there are no places or one is too wide to narrow anything. */
export function alertPlaceCells(places: readonly SearchPlace[]): number[] | null {
  if (places.length === 0) return null;
  const cells = new Set<number>();
  for (const place of places) {
    const placeCells = boxCells(placeBox(place, EDGE_SLACK_DEGREES));
    if (placeCells === null) return null;
    for (const cell of placeCells) cells.add(cell);
  }
  return [...cells];
}
