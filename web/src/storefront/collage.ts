// The storefront collage (SPEC.md section 9): 20 tiles in three columns, the images repeated
// until the tiles are full.
import { COLLAGE } from '@app/contracts/limits';

export interface CollageTile {
  /** The tile's place in the collage: images repeat, places do not. */
  position: number;
  image: string;
}

export function collageTiles(images: readonly string[], tiles: number = COLLAGE.tiles): CollageTile[] {
  if (images.length === 0) return [];
  return Array.from({ length: tiles }, (_, position) => ({
    position,
    image: images[position % images.length] as string,
  }));
}

/** Tiles dealt to the columns in turn, so every column starts with a different image. */
export function collageColumns<Tile>(tiles: readonly Tile[], columns: number = COLLAGE.columns): Tile[][] {
  const dealt: Tile[][] = Array.from({ length: columns }, () => []);
  tiles.forEach((tile, index) => {
    dealt[index % columns]?.push(tile);
  });
  return dealt;
}
