import { describe, expect, it } from 'vitest';
import { isCatalogueSlug } from './catalogueSlug.ts';
import { collageColumns, collageTiles } from './collage.ts';

const pictures = (count: number) => Array.from({ length: count }, (_, index) => `picture-${index}`);

describe('storefront collage', () => {
  it('fills 20 tiles by repeating seven pictures or more', () => {
    const tiles = collageTiles(pictures(7));
    expect(tiles).toHaveLength(20);
    expect(tiles.slice(6, 9).map((tile) => tile.picture)).toEqual(['picture-6', 'picture-0', 'picture-1']);
    expect(new Set(tiles.map((tile) => tile.position)).size).toBe(20);
    expect(collageTiles(pictures(30))).toHaveLength(20);
  });

  it('pads a few pictures to 20 tiles in three columns by repetition, and lays out nothing for none', () => {
    const tiles = collageTiles(pictures(3));
    expect(tiles).toHaveLength(20);
    expect(tiles.slice(0, 5).map((tile) => tile.picture)).toEqual([
      'picture-0',
      'picture-1',
      'picture-2',
      'picture-0',
      'picture-1',
    ]);
    expect(collageColumns(collageTiles(pictures(1))).map((column) => column.length)).toEqual([7, 7, 6]);
    expect(collageTiles([])).toEqual([]);
  });

  it('deals the tiles to three columns in turn', () => {
    const columns = collageColumns(collageTiles(pictures(8)));
    expect(columns.map((column) => column.length)).toEqual([7, 7, 6]);
    expect(columns.map((column) => column[0]?.picture)).toEqual(['picture-0', 'picture-1', 'picture-2']);
  });

  it('is a storefront only at a possible catalogue slug', () => {
    expect(isCatalogueSlug('tienda-de-lucia')).toBe(true);
    expect(isCatalogueSlug('dashboard')).toBe(false);
    expect(isCatalogueSlug('Tienda')).toBe(false);
  });
});
