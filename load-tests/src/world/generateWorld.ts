// Fills a platform for a load run: accounts (searchers and premium sellers) and the catalogue
// through the commands and the event log in-process (100,000 publications over HTTP would take
// longer than the load itself), shared searches through the HTTP API, then writes the fixture.
// `npm run load` fills the platform it started; `npm run load:generate` a running deployment.
import path from 'node:path';
import { type Platform, readModelsCaughtUp } from '@app/services';
import { LABELLED_LISTINGS } from '@app/services/labelled';
import { BENCH_PLACES } from '@app/services/testing';
import { settleDatabase } from '../../../bench/settle.ts';
import type { WorldSize } from '../options.ts';
import { seedLoadCatalogue } from './catalogue.ts';
import { type LoadFixture, writeFixture } from './fixture.ts';
import { writeListingPhoto } from './listingPhoto.ts';
import { openAccounts } from './people.ts';
import { shareSearches } from './sharedSearches.ts';

const PARTICIPANTS_PER_SEARCH = 4;
/** Beside the fixture; load-tests/lib/settings.js looks for it there. */
const LISTING_PHOTO = 'listing-photo.jpg';
const SELLER_SHARE = 1 / 25;
const PUBLICATIONS_PER_SELLER_IN_FIXTURE = 20;
/** Shared searches' types, one per search in turn: mostly properties, as on the platform. */
const SEARCH_TYPES = ['inmuebles', 'inmuebles', 'inmuebles', 'vehiculos', 'inmuebles', 'productos'];
const SETTLE_TIMEOUT_MS = 15 * 60_000;

/** The platform to write through, and the address its HTTP API answers at (a proxy, say). */
export interface WorldTarget {
  platform: Platform;
  url: string;
}

function timed<T>(log: (line: string) => void, what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  log(`load: ${what}...`);
  return work().finally(() => log(`load: ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`));
}

async function caughtUp(platform: Platform): Promise<void> {
  if (!(await readModelsCaughtUp(platform, SETTLE_TIMEOUT_MS))) {
    throw new Error('the projections did not catch up with the world');
  }
}

export async function generateWorld(
  target: WorldTarget,
  size: WorldSize,
  fixtureFile: string,
  log: (line: string) => void,
): Promise<LoadFixture> {
  const { platform } = target;
  const sellerCount = Math.max(2, Math.round(size.users * SELLER_SHARE));
  const searcherCount = Math.max(PARTICIPANTS_PER_SEARCH, size.users - sellerCount);
  const sellers = await timed(log, `${sellerCount} premium sellers`, () =>
    openAccounts(platform, sellerCount, 'seller'),
  );
  const searchers = await timed(log, `${searcherCount} searchers`, () =>
    openAccounts(platform, searcherCount, 'searcher'),
  );
  const catalogue = await timed(log, `${size.publications.toLocaleString('en-US')} publications`, () =>
    seedLoadCatalogue(
      platform,
      size.publications,
      sellers.map((seller) => seller.id),
    ),
  );
  const typeId = (slug: string) => catalogue.ids.typeId(slug);
  const searches = await timed(log, `${size.searches} shared searches over HTTP`, () =>
    shareSearches(target.url, searchers, size.searches, PARTICIPANTS_PER_SEARCH, (index) =>
      typeId(SEARCH_TYPES[index % SEARCH_TYPES.length]!),
    ),
  );
  // The tokens and searches in the fixture must work on the first request, on any instance.
  await timed(log, 'read models catching up', () => caughtUp(platform));
  await timed(log, 'VACUUM ANALYZE', () => settleDatabase(platform.databaseUrl));
  const fixture: LoadFixture = {
    generatedAt: new Date().toISOString(),
    size,
    types: catalogue.ids.catalogue.types.map((type) => ({
      slug: type.slug,
      id: type.id,
      categoryIds: type.categories.map((category) => category.id),
    })),
    places: [...BENCH_PLACES],
    searchers,
    searches,
    sellers: sellers.map((seller) => ({
      ...seller,
      publicationIds: (catalogue.publicationsBySeller.get(seller.id) ?? []).slice(
        0,
        PUBLICATIONS_PER_SELLER_IN_FIXTURE,
      ),
    })),
    listings: LABELLED_LISTINGS.map((listing) => ({
      typeId: typeId(listing.type),
      text: listing.text,
      operation: listing.expected.operation ?? (listing.type === 'inmuebles' ? 'sale' : null),
    })),
  };
  await writeFixture(fixtureFile, fixture);
  await writeListingPhoto(path.join(path.dirname(fixtureFile), LISTING_PHOTO));
  return fixture;
}
