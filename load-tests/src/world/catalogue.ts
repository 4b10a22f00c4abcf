// The catalogue under load: the demo types and categories, then generated publications (the search
// benchmark's generator, owned by the load's sellers) appended as their facts by parallel writers;
// the projections build the read models from them, as they would from any import.
import { randomUUID } from 'node:crypto';
import { loadSearchCatalogue, type Platform, publicationStream, readModelsCaughtUp } from '@app/services';
import {
  type CatalogueIds,
  catalogueIds,
  DEMO_TYPES,
  generatePublications,
  publicationEvents,
  seedSearchCatalogue,
} from '@app/services/testing';
import { concurrently } from './concurrently.ts';

const APPENDERS = 16;
const CATCH_UP_TIMEOUT_MS = 15 * 60_000;

export interface LoadCatalogue {
  ids: CatalogueIds;
  /** Each seller's publication ids, in creation order. */
  publicationsBySeller: Map<string, string[]>;
}

/**
 * The demo types and categories: seeded on a fresh platform, taken as they are from a deployment
 * that has them (its first start seeded the demo world, or an earlier world was generated there),
 * since seeding them twice is refused (their slugs are unique).
 */
async function demoCatalogue(platform: Platform): Promise<CatalogueIds> {
  const catalogue = await loadSearchCatalogue(platform.db);
  const slugs = new Set(catalogue.types.map((type) => type.slug));
  const missing = DEMO_TYPES.filter((type) => !slugs.has(type.input.slug)).map((type) => type.input.slug);
  if (missing.length === DEMO_TYPES.length) return seedSearchCatalogue(platform);
  if (missing.length > 0) throw new Error(`the catalogue lacks the demo types ${missing.join(', ')}`);
  return catalogueIds(catalogue);
}

export async function seedLoadCatalogue(
  platform: Platform,
  count: number,
  sellerIds: readonly string[],
): Promise<LoadCatalogue> {
  const ids = await demoCatalogue(platform);
  const seeds = generatePublications(ids, count, sellerIds);
  const now = platform.clock.now();
  const publicationsBySeller = new Map<string, string[]>(sellerIds.map((id) => [id, []]));
  await concurrently(seeds, APPENDERS, async (seed) => {
    const id = randomUUID();
    await platform.store.append(publicationStream(id), publicationEvents(seed, id, now), 'no_stream');
    if (seed.creatorId) publicationsBySeller.get(seed.creatorId)?.push(id);
  });
  if (!(await readModelsCaughtUp(platform, CATCH_UP_TIMEOUT_MS))) {
    throw new Error('the projections did not catch up with the catalogue');
  }
  return { ids, publicationsBySeller };
}
