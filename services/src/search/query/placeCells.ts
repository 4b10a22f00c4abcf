// The place keys a search looks up in the filters index, as the publications read model files them
// (migration 0023, `search_place_cells` and `search_place_keys`). A place's grid cell is counted at
// three levels, 0.01°, 0.1° and 1°: `level × 10^10 + row × 10^5 + column`, rows and columns from -90°
// and -180°. A key joins a cell with the publication's type or one of its categories (the first 64
// bits of the md5 of `id:cell`, signed), so one lookup finds, say, flats in a cell and nothing else.
// Keys only narrow a search; the distance decides.
import { createHash } from 'node:crypto';

export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Cells per degree at each level, finest first; the SQL function multiplies by the same numbers. */
const LEVELS = [
  { level: 1, perDegree: 100 },
  { level: 2, perDegree: 10 },
  { level: 3, perDegree: 1 },
] as const;

/** Past this many cells a box is wide enough that cells no longer narrow anything worth the lookups. */
const MAX_CELLS = 64;

/** The row of cells a latitude lies in, at so many cells per degree (the read model's `place_row` too). */
export const cellRow = (latitude: number, perDegree: number) => Math.floor((latitude + 90) * perDegree);
const column = (longitude: number, perDegree: number) => Math.floor((longitude + 180) * perDegree);

/** The box of a cell at a level, in degrees. */
export type CellBox = Box;

/**
 * The finest level's cells covering the box that `keep` accepts (say, those reaching a circle in
 * it), or none when even the coarsest needs too many.
 */
export function placeCells(box: Box, keep: (cell: CellBox) => boolean = () => true): number[] {
  for (const { level, perDegree } of LEVELS) {
    const [south, north] = [cellRow(box.south, perDegree), cellRow(box.north, perDegree)];
    const [west, east] = [column(box.west, perDegree), column(box.east, perDegree)];
    if ((north - south + 1) * (east - west + 1) > MAX_CELLS) continue;
    const cells: number[] = [];
    for (let cellRow = south; cellRow <= north; cellRow += 1) {
      for (let cellColumn = west; cellColumn <= east; cellColumn += 1) {
        const cell = {
          south: cellRow / perDegree - 90,
          north: (cellRow + 1) / perDegree - 90,
          west: cellColumn / perDegree - 180,
          east: (cellColumn + 1) / perDegree - 180,
        };
        if (keep(cell)) cells.push(level * 10_000_000_000 + cellRow * 100_000 + cellColumn);
      }
    }
    return cells;
  }
  return [];
}

/** The keys of a type or category id in these cells, as decimal int8 strings. */
export function placeKeys(id: string, cells: readonly number[]): string[] {
  return cells.map((cell) => {
    const hex = createHash('md5').update(`${id}:${cell}`).digest('hex').slice(0, 16);
    return BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();
  });
}
