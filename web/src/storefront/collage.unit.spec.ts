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

  it('lays out fewer than seven pictures once each, and nothing for none', () => {
    expect(collageTiles(pictures(3)).map((tile) => tile.picture)).toEqual(['picture-0', 'picture-1', 'picture-2']);
    expect(collageTiles(pictures(6))).toHaveLength(6);
    expect(collageTiles([])).toEqual([]);
  });

  it('deals the tiles to three columns in turn, and to fewer when there are fewer tiles', () => {
    const columns = collageColumns(collageTiles(pictures(8)));
    expect(columns.map((column) => column.length)).toEqual([7, 7, 6]);
    expect(columns.map((column) => column[0]?.picture)).toEqual(['picture-0', 'picture-1', 'picture-2']);
    expect(collageColumns(collageTiles(pictures(2))).map((column) => column.length)).toEqual([1, 1]);
  });

  it('is a storefront only at a possible catalogue slug', () => {
    expect(isCatalogueSlug('tienda-de-lucia')).toBe(true);
    expect(isCatalogueSlug('dashboard')).toBe(false);
    expect(isCatalogueSlug('Tienda')).toBe(false);
  });
});
