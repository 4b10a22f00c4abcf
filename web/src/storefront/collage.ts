// The storefront collage (SPEC.md section 9): 20 tiles in three columns, padded by repeating the
// pictures until the tiles are full, however few there are (issue 34: a store of three pictures
// read as half empty). Repeats are decoration: Collage.tsx keeps them out of the reading order.
import { COLLAGE } from '@app/contracts/limits';

export interface CollageTile<Picture> {
  /** The tile's place in the collage: pictures repeat, places do not. */
  position: number;
  picture: Picture;
}

export function collageTiles<Picture>(
  pictures: readonly Picture[],
  tiles: number = COLLAGE.tiles,
): CollageTile<Picture>[] {
  const count = pictures.length === 0 ? 0 : tiles;
  return Array.from({ length: count }, (_, position) => ({
    position,
    picture: pictures[position % pictures.length] as Picture,
  }));
}

/** Tiles dealt to the columns in turn, so neighbouring tiles show different pictures. */
export function collageColumns<Tile>(tiles: readonly Tile[], columns: number = COLLAGE.columns): Tile[][] {
  const dealt: Tile[][] = Array.from({ length: Math.min(columns, tiles.length) }, () => []);
  tiles.forEach((tile, index) => {
    dealt[index % dealt.length]?.push(tile);
  });
  return dealt;
}
