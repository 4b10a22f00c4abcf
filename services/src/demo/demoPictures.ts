// The demo pictures: three per category, drawn once and shared by that category's publications.
import type { Platform } from '../platform.ts';
import type { NewMedia } from '../publication/mediaPlan.ts';
import { type DemoPicture, demoSvg, storeDemoPicture } from './demoImages.ts';
import type { DemoListing } from './demoListing.ts';
import type { DemoRandom } from './demoRandom.ts';

const VARIANTS = 3;
const PICTURES_PER_PUBLICATION = { min: 2, max: VARIANTS };
/** Shorter labels where a category name does not fit on a picture. */
const LABELS: Record<string, string> = { 'Propiedad horizontal (PH)': 'PH' };

export type PicturePool = Map<string, DemoPicture[]>;

export async function drawDemoPictures(
  platform: Platform,
  categories: readonly { category: string; caption: string }[],
  random: DemoRandom,
): Promise<PicturePool> {
  const jobs = categories.flatMap(({ category, caption }) =>
    Array.from({ length: VARIANTS }, () => ({ category, svg: demoSvg(LABELS[category] ?? category, caption, random) })),
  );
  const drawn = await Promise.all(jobs.map((job) => storeDemoPicture(platform.media, job.svg)));
  const pool: PicturePool = new Map();
  for (const [index, job] of jobs.entries()) pool.set(job.category, [...(pool.get(job.category) ?? []), drawn[index]!]);
  return pool;
}

/** Two or three of the listing's category pictures, in a random order. */
export function picturesFor(listing: DemoListing, pool: PicturePool, random: DemoRandom): NewMedia[] {
  const count = random.between(PICTURES_PER_PUBLICATION.min, PICTURES_PER_PUBLICATION.max);
  return random
    .some(pool.get(listing.category) ?? [], count)
    .map((picture) => ({ ...picture, id: crypto.randomUUID() }));
}
