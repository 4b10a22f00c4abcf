// Local coverage is counted on a grid of cells 0.04° on a side (about 4.4 km north–south): a
// place's neighbourhood is the 5 × 5 cells around its own, about 0.2° (22 km) across, so the
// directory sums at most 25 rows per group instead of reading every portfolio.
export const CELLS_PER_DEGREE = 25;
/** Cells on each side of the place's own cell that count as near it. */
export const NEARBY_CELLS = 2;

export interface Cell {
  cell_lat: number;
  cell_lng: number;
}

export function cellOf(latitude: number, longitude: number): Cell {
  return { cell_lat: Math.floor(latitude * CELLS_PER_DEGREE), cell_lng: Math.floor(longitude * CELLS_PER_DEGREE) };
}

/** The cells near a place, as inclusive ranges. */
export function nearbyCells(latitude: number, longitude: number) {
  const centre = cellOf(latitude, longitude);
  return {
    lat: [centre.cell_lat - NEARBY_CELLS, centre.cell_lat + NEARBY_CELLS] as const,
    lng: [centre.cell_lng - NEARBY_CELLS, centre.cell_lng + NEARBY_CELLS] as const,
  };
}
