import { describe, expect, it } from 'vitest';
import { capMarkersToGrid, type MapBounds } from './markerGrid.ts';

const BOUNDS: MapBounds = { west: -58.5, south: -34.7, east: -58.3, north: -34.5 };

function marker(id: string, latitude: number, longitude: number) {
  return { id, coordinates: [latitude, longitude] as const };
}

/** A marker at the centre of the grid cell (column, row) of a 5 × 4 grid. */
function inCell(id: string, column: number, row: number) {
  return marker(id, -34.5 - (row + 0.5) * 0.05, -58.5 + (column + 0.5) * 0.04);
}

describe('capping markers to the grid', () => {
  it('keeps the first (best ranked) marker of each cell below zoom 16', () => {
    const markers = [inCell('a', 0, 0), inCell('b', 0, 0), inCell('c', 4, 3), inCell('d', 4, 3), inCell('e', 2, 1)];
    expect(capMarkersToGrid(markers, BOUNDS, 14).map((kept) => kept.id)).toEqual(['a', 'c', 'e']);
  });

  it('never draws more than 20 markers below zoom 16', () => {
    const crowd = Array.from({ length: 500 }, (_, index) =>
      marker(`m${index}`, -34.5 - ((index * 7) % 100) / 500, -58.5 + ((index * 13) % 100) / 500),
    );
    const kept = capMarkersToGrid(crowd, BOUNDS, 13);
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(kept.length).toBeGreaterThan(10);
  });

  it('draws every visible marker from zoom 16 on', () => {
    const markers = [inCell('a', 0, 0), inCell('b', 0, 0), inCell('c', 0, 0)];
    expect(capMarkersToGrid(markers, BOUNDS, 16)).toHaveLength(3);
  });

  it('leaves out markers outside the visible area', () => {
    expect(
      capMarkersToGrid([marker('far', -31.4, -64.2), inCell('near', 1, 1)], BOUNDS, 16).map((kept) => kept.id),
    ).toEqual(['near']);
  });

  it('puts markers on the east and south edges in the last cells', () => {
    const edges = [marker('corner', BOUNDS.south, BOUNDS.east), marker('other', BOUNDS.south, BOUNDS.east)];
    expect(capMarkersToGrid(edges, BOUNDS, 13)).toHaveLength(1);
  });
});
