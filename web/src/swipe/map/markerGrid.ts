// Below the default zoom the map would drown in markers: the visible area is cut into a 20-cell
// grid and each cell keeps its best ranked marker (the server sends them best first).
import { MAP } from '@app/contracts/limits';

export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface GridMarker {
  /** [latitude, longitude] */
  coordinates: readonly [number, number];
}

const GRID_COLUMNS = 5;

function inside([latitude, longitude]: readonly [number, number], bounds: MapBounds): boolean {
  return latitude >= bounds.south && latitude <= bounds.north && longitude >= bounds.west && longitude <= bounds.east;
}

function cellOf([latitude, longitude]: readonly [number, number], bounds: MapBounds, rows: number): number {
  const column = Math.min(
    GRID_COLUMNS - 1,
    Math.floor(((longitude - bounds.west) / (bounds.east - bounds.west || 1)) * GRID_COLUMNS),
  );
  const row = Math.min(rows - 1, Math.floor(((bounds.north - latitude) / (bounds.north - bounds.south || 1)) * rows));
  return row * GRID_COLUMNS + column;
}

/** The markers to draw: every visible one from the default zoom on, else at most one per cell. */
export function capMarkersToGrid<Marker extends GridMarker>(
  markers: readonly Marker[],
  bounds: MapBounds,
  zoom: number,
  cells: number = MAP.markerGridCells,
): Marker[] {
  const visible = markers.filter((marker) => inside(marker.coordinates, bounds));
  if (zoom >= MAP.defaultZoom) return visible;
  const rows = Math.max(1, Math.ceil(cells / GRID_COLUMNS));
  const taken = new Set<number>();
  return visible.filter((marker) => {
    const cell = cellOf(marker.coordinates, bounds, rows);
    if (taken.has(cell)) return false;
    taken.add(cell);
    return true;
  });
}
