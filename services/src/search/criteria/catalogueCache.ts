// The catalogue for each search call: three queries every count, price range and results call
// would make. Where the catalogue's projection runs, it is remembered until that projection applies
// a change (readProjected); elsewhere (ROLE=api) it is read at most once a second per read-model
// connection, and searches see an admin's change within a second.
import { projectedRows, type ReadModelDatabase, readProjected, remembersProjected } from '@app/projections';
import { loadSearchCatalogue, type SearchCatalogue } from './searchCatalogue.ts';

export const CATALOGUE_FRESH_MS = 1_000;

export const SEARCH_CATALOGUE = projectedRows<SearchCatalogue>('publication_types', 'extras', 'categories');

const cached = new WeakMap<ReadModelDatabase, { readAt: number; catalogue: Promise<SearchCatalogue> }>();

function readAtMostOnceASecond(db: ReadModelDatabase, now: number): Promise<SearchCatalogue> {
  const entry = cached.get(db);
  if (entry && now - entry.readAt < CATALOGUE_FRESH_MS) return entry.catalogue;
  const catalogue = loadSearchCatalogue(db);
  cached.set(db, { readAt: now, catalogue });
  // A failed read is not kept: the next call tries again.
  catalogue.catch(() => cached.delete(db));
  return catalogue;
}

export async function currentSearchCatalogue(db: ReadModelDatabase, now = Date.now()): Promise<SearchCatalogue> {
  if (!remembersProjected(db, SEARCH_CATALOGUE)) return readAtMostOnceASecond(db, now);
  const catalogue = await readProjected(db, SEARCH_CATALOGUE, 'catalogue', () => loadSearchCatalogue(db));
  return catalogue!;
}
