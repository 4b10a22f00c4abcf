import { describe, expect, it } from 'vitest';
import { isCatalogueSlug } from './catalogueSlug.ts';
import { collageColumns, collageTiles } from './collage.ts';

describe('storefront collage', () => {
  it('fills 20 tiles by repeating the images', () => {
    const tiles = collageTiles(['a', 'b', 'c']);
    expect(tiles).toHaveLength(20);
    expect(tiles.slice(0, 7).map((tile) => tile.image)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
    expect(new Set(tiles.map((tile) => tile.position)).size).toBe(20);
    expect(collageTiles([])).toEqual([]);
  });

  it('deals the tiles to three columns in turn', () => {
    const columns = collageColumns(collageTiles(['a', 'b']));
    expect(columns).toHaveLength(3);
    expect(columns.map((column) => column.length)).toEqual([7, 7, 6]);
    expect(columns.map((column) => column[0]?.image)).toEqual(['a', 'b', 'a']);
  });

  it('is a storefront only at a possible catalogue slug', () => {
    expect(isCatalogueSlug('tienda-de-lucia')).toBe(true);
    expect(isCatalogueSlug('dashboard')).toBe(false);
    expect(isCatalogueSlug('Tienda')).toBe(false);
  });
});
