// The catalogue and the prepared criteria of a request, read from the read models (422 on bad filters).
import type { SearchCriteria, SearchFilter } from '@app/contracts';
import type { ReadModels } from '@app/projections';
import { currentSearchCatalogue } from './catalogueCache.ts';
import { type CriteriaRequest, criteriaOrThrow } from './prepareCriteria.ts';
import type { SearchCatalogue } from './searchCatalogue.ts';
import { withSellerCategories } from './sellerCategories.ts';

export async function catalogueFor(readModels: ReadModels, filters: readonly SearchFilter[]): Promise<SearchCatalogue> {
  const { db } = readModels;
  const catalogue = await currentSearchCatalogue(readModels);
  return withSellerCategories(
    db,
    catalogue,
    filters.map((filter) => filter.category_id),
  );
}

export async function loadCriteria(
  readModels: ReadModels,
  request: CriteriaRequest,
): Promise<{ criteria: SearchCriteria; catalogue: SearchCatalogue }> {
  const catalogue = await catalogueFor(readModels, request.filters);
  return { criteria: criteriaOrThrow(request, catalogue), catalogue };
}
