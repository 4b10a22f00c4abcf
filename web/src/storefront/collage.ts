// The storefront collage (SPEC.md section 9): 20 tiles in three columns, the pictures repeated
// until the tiles are full. Two or three pictures repeated twenty times look broken (issue 20),
// so fewer than seven are laid out once each, in as many columns as there are pictures.
import { COLLAGE } from '@app/contracts/limits';

/** The fewest pictures the collage repeats to fill its tiles. */
export const COLLAGE_REPEAT_FROM = 7;

export interface CollageTile<Picture> {
  /** The tile's place in the collage: pictures repeat, places do not. */
  position: number;
  picture: Picture;
}

export function collageTiles<Picture>(
  pictures: readonly Picture[],
  tiles: number = COLLAGE.tiles,
): CollageTile<Picture>[] {
  const count = pictures.length < COLLAGE_REPEAT_FROM ? pictures.length : tiles;
  return Array.from({ length: count }, (_, position) => ({
    position,
    picture: pictures[position % pictures.length] as Picture,
  }));
}

/** Tiles dealt to the columns in turn, so every column starts with a different picture. */
export function collageColumns<Tile>(tiles: readonly Tile[], columns: number = COLLAGE.columns): Tile[][] {
  const dealt: Tile[][] = Array.from({ length: Math.min(columns, tiles.length) }, () => []);
  tiles.forEach((tile, index) => {
    dealt[index % dealt.length]?.push(tile);
  });
  return dealt;
}
