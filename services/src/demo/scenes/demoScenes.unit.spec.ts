import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_TYPES } from '../demoCatalogue.ts';
import type { DemoListing } from '../demoListing.ts';
import { demoProducts } from '../demoProducts.ts';
import { demoProperties } from '../demoProperties.ts';
import { demoRandom } from '../demoRandom.ts';
import { demoVehicles } from '../demoVehicles.ts';
import { demoSceneSvgs, PICTURES_PER_PUBLICATION } from './demoScenes.ts';

const random = demoRandom(7);
const LISTINGS: DemoListing[] = [
  ...demoProperties(random, 60),
  ...demoVehicles(random, 60),
  ...demoProducts(random, 60),
];
const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('demo scenes', () => {
  it('cover every category of the demo catalogue', () => {
    const drawn = new Set(LISTINGS.map((listing) => listing.category));
    expect([...drawn].sort()).toEqual(DEMO_TYPES.flatMap((type) => type.categories).sort());
  });

  it('are shapes and colour only: no text, no fonts, no images from elsewhere', () => {
    for (const [index, listing] of LISTINGS.entries())
      for (const svg of demoSceneSvgs(idOf(index), listing).map(String)) {
        expect(svg).not.toMatch(/<text|<tspan|font-family|<image|href=/);
        expect(svg).not.toContain(listing.category);
      }
  });

  it('give every publication three to five pictures, the same ones for the same id', () => {
    for (const [index, listing] of LISTINGS.entries()) {
      const pictures = demoSceneSvgs(idOf(index), listing).map(String);
      expect(pictures.length).toBeGreaterThanOrEqual(PICTURES_PER_PUBLICATION.min);
      expect(pictures.length).toBeLessThanOrEqual(PICTURES_PER_PUBLICATION.max);
      expect(new Set(pictures).size).toBe(pictures.length);
      expect(demoSceneSvgs(idOf(index), listing).map(String)).toEqual(pictures);
    }
    const sameListing = LISTINGS[0]!;
    expect(String(demoSceneSvgs(idOf(1), sameListing))).not.toBe(String(demoSceneSvgs(idOf(2), sameListing)));
  });

  it('come in landscape, portrait and square frames', async () => {
    const shapes = new Set<string>();
    for (const [index, listing] of LISTINGS.slice(0, 30).entries())
      for (const svg of demoSceneSvgs(idOf(index), listing)) {
        const { width = 0, height = 0 } = await sharp(svg).metadata();
        shapes.add(width > height ? 'landscape' : width < height ? 'portrait' : 'square');
      }
    expect(shapes).toEqual(new Set(['landscape', 'portrait', 'square']));
  });
});
