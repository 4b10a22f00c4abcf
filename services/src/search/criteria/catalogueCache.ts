// The catalogue for each search call, read at most once a second per read-model connection: three
// queries saved on every count, price range and results call. Catalogue changes are admin work;
// searches see them within a second.
import type { ReadModelDatabase } from '@app/projections';
import { loadSearchCatalogue, type SearchCatalogue } from './searchCatalogue.ts';

export const CATALOGUE_FRESH_MS = 1_000;

const cached = new WeakMap<ReadModelDatabase, { readAt: number; catalogue: Promise<SearchCatalogue> }>();

export function currentSearchCatalogue(db: ReadModelDatabase, now = Date.now()): Promise<SearchCatalogue> {
  const entry = cached.get(db);
  if (entry && now - entry.readAt < CATALOGUE_FRESH_MS) return entry.catalogue;
  const catalogue = loadSearchCatalogue(db);
  cached.set(db, { readAt: now, catalogue });
  // A failed read is not kept: the next call tries again.
  catalogue.catch(() => cached.delete(db));
  return catalogue;
}
