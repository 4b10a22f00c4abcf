// A storefront search may name a seller's own category (POST /account/category): those live beside
// the catalogue's, so the catalogue is widened with the ones a request names.
import type { ReadModelDatabase } from '@app/projections';
import { type SearchCatalogue, searchCatalogue } from './searchCatalogue.ts';

export async function withSellerCategories(
  db: ReadModelDatabase,
  catalogue: SearchCatalogue,
  categoryIds: readonly (string | null)[],
): Promise<SearchCatalogue> {
  const known = new Set(catalogue.types.flatMap((type) => type.categories.map((category) => category.id)));
  const missing = [...new Set(categoryIds)].filter((id): id is string => id !== null && !known.has(id));
  if (missing.length === 0) return catalogue;
  const rows = await db
    .selectFrom('seller_categories')
    .select(['id', 'type_id', 'name', 'slug'])
    .where('id', 'in', missing)
    .execute();
  if (rows.length === 0) return catalogue;
  return searchCatalogue(
    catalogue.types.map((type) => ({
      ...type,
      categories: [
        ...type.categories,
        ...rows.filter((row) => row.type_id === type.id).map(({ id, name, slug }) => ({ id, name, slug })),
      ],
    })),
  );
}
