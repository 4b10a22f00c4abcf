// The publication types and categories a feed names by slug (or id), read once per run.
import type { ReadModelDatabase } from '@app/projections';
import type { TypeCatalogue } from '../../publication/index.ts';
import { loadTypeCatalogue } from '../../publication/index.ts';

export interface FeedCatalogue {
  typeId(slugOrId: string): string | null;
  categoryId(typeId: string, slugOrId: string): string | null;
  catalogue(typeId: string): Promise<TypeCatalogue>;
}

export async function loadFeedCatalogue(db: ReadModelDatabase, ownerId: string): Promise<FeedCatalogue> {
  const [types, categories, own] = await Promise.all([
    db.selectFrom('publication_types').select(['id', 'slug']).execute(),
    db.selectFrom('categories').select(['id', 'slug', 'type_id']).execute(),
    db.selectFrom('seller_categories').select(['id', 'slug', 'type_id']).where('owner_id', '=', ownerId).execute(),
  ]);
  const typeIds = new Map(types.flatMap((type) => [[type.slug, type.id] as const, [type.id, type.id] as const]));
  const categoryIds = new Map<string, string>();
  for (const category of [...categories, ...own]) {
    categoryIds.set(`${category.type_id}/${category.slug}`, category.id);
    categoryIds.set(`${category.type_id}/${category.id}`, category.id);
  }
  const catalogues = new Map<string, Promise<TypeCatalogue>>();
  return {
    typeId: (slugOrId) => typeIds.get(slugOrId) ?? null,
    categoryId: (typeId, slugOrId) => categoryIds.get(`${typeId}/${slugOrId}`) ?? null,
    catalogue(typeId) {
      let loaded = catalogues.get(typeId);
      if (!loaded) {
        loaded = loadTypeCatalogue(db, typeId, ownerId);
        catalogues.set(typeId, loaded);
      }
      return loaded;
    },
  };
}
