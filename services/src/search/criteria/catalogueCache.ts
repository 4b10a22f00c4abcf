// The catalogue for each search call: three queries every count, price range and results call
// would make. Where the catalogue's projection runs, it is cached until that projection applies
// a change (readProjected); elsewhere (ROLE=api) it is read at most once a second per platform
// (readRecent), and searches see an admin's change within a second.
import { cachesProjected, projectedRows, type ReadModels, readProjected, readRecent } from '@app/projections';
import { loadSearchCatalogue, type SearchCatalogue } from './searchCatalogue.ts';

export const CATALOGUE_FRESH_MS = 1_000;

export const SEARCH_CATALOGUE = projectedRows<SearchCatalogue>('publication_types', 'extras', 'categories');

export async function currentSearchCatalogue(readModels: ReadModels, now = Date.now()): Promise<SearchCatalogue> {
  const load = () => loadSearchCatalogue(readModels.db);
  if (!cachesProjected(readModels, SEARCH_CATALOGUE)) {
    return readRecent(readModels, 'search-catalogue', CATALOGUE_FRESH_MS, now, load);
  }
  const catalogue = await readProjected(readModels, SEARCH_CATALOGUE, 'catalogue', load);
  return catalogue!;
}
