// Within the radius of one of a search's places, on the publications read model (alias `p`).
import type { SearchPlace } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type Box, placeCells } from './placeCells.ts';

type Condition = RawBuilder<boolean>;

const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;

const kmPerDegreeLongitude = (latitude: number) =>
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

/** The distance on a local flat projection: well within a percent at these radii. */
function withinRadius(place: SearchPlace): Condition {
  const [latitude, longitude] = place.coordinates;
  return sql<boolean>`((p.latitude - ${latitude}::float8) * ${KM_PER_DEGREE_LATITUDE}::float8) ^ 2
    + ((p.longitude - ${longitude}::float8) * ${kmPerDegreeLongitude(latitude)}::float8) ^ 2
    <= ${place.radius_km ** 2}::float8`;
}

function withinBox(box: Box): Condition {
  return sql<boolean>`p.latitude BETWEEN ${box.south}::float8 AND ${box.north}::float8
    AND p.longitude BETWEEN ${box.west}::float8 AND ${box.east}::float8`;
}

/**
 * Narrowed first by the grid cells the places' boxes touch: the filters index finds them with the
 * categories and extras, and the planner knows from the cells' statistics how many publications a
 * place holds (coordinates cluster around towns, which latitude and longitude apart cannot show).
 * Places too wide for cells are narrowed by their box.
 */
export function placesCondition(places: readonly SearchPlace[]): Condition {
  const boxes = places.map(boxAround);
  const cells = boxes.map(placeCells);
  const each = places.map((place, index) =>
    cells[index]!.length > 0
      ? withinRadius(place)
      : sql<boolean>`(${withinBox(boxes[index]!)} AND ${withinRadius(place)})`,
  );
  const within = each.length === 1 ? each[0]! : sql<boolean>`(${sql.join(each, sql` OR `)})`;
  if (cells.some((placeCellList) => placeCellList.length === 0)) return within;
  return sql<boolean>`(p.place_cells && ${[...new Set(cells.flat())]}::int8[] AND ${within})`;
}
