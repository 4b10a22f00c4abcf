// The catalogue and the prepared criteria of a request, read from the read models (422 on bad filters).
import type { SearchCriteria, SearchFilter } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { currentSearchCatalogue } from './catalogueCache.ts';
import { type CriteriaRequest, criteriaOrThrow } from './prepareCriteria.ts';
import type { SearchCatalogue } from './searchCatalogue.ts';
import { withSellerCategories } from './sellerCategories.ts';

export async function catalogueFor(db: ReadModelDatabase, filters: readonly SearchFilter[]): Promise<SearchCatalogue> {
  const catalogue = await currentSearchCatalogue(db);
  return withSellerCategories(
    db,
    catalogue,
    filters.map((filter) => filter.category_id),
  );
}

export async function loadCriteria(
  db: ReadModelDatabase,
  request: CriteriaRequest,
): Promise<{ criteria: SearchCriteria; catalogue: SearchCatalogue }> {
  const catalogue = await catalogueFor(db, request.filters);
  return { criteria: criteriaOrThrow(request, catalogue), catalogue };
}
