// The catalogue a search is read against: every type with its extras (form order) and categories,
// in the shape GET /api/configuration serves, so quick text search can hand a type to the
// quick-create readers as it is.
import type { Configuration, ExtraInput, TypeField } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';

export interface CatalogueExtra {
  slug: string;
  translations: ExtraInput['translations'];
  config: ExtraInput['config'];
}

export interface CatalogueCategory {
  id: string;
  name: string;
  slug: string;
}

export interface CatalogueType {
  id: string;
  slug: string;
  title: string;
  config: { fields: TypeField[] };
  extras: CatalogueExtra[];
  categories: CatalogueCategory[];
}

export interface SearchCatalogue {
  /** In the configuration's order. */
  types: readonly CatalogueType[];
  type(typeId: string): CatalogueType | undefined;
  extra(type: CatalogueType, slug: string): CatalogueExtra | undefined;
}

export function searchCatalogue(types: readonly CatalogueType[]): SearchCatalogue {
  const byId = new Map(types.map((type) => [type.id, type]));
  const extrasByType = new Map(
    types.map((type) => [type.id, new Map(type.extras.map((extra) => [extra.slug, extra]))] as const),
  );
  return {
    types,
    type: (typeId) => byId.get(typeId),
    extra: (type, slug) => extrasByType.get(type.id)?.get(slug),
  };
}

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

export async function loadSearchCatalogue(db: ReadModelDatabase): Promise<SearchCatalogue> {
  const [types, extras, categories] = await Promise.all([
    db.selectFrom('publication_types').select(['id', 'slug', 'title', 'fields', 'extra_ids']).execute(),
    db.selectFrom('extras').select(['id', 'slug', 'translations', 'config']).execute(),
    db.selectFrom('categories').select(['id', 'type_id', 'name', 'slug']).execute(),
  ]);
  const extrasById = new Map(extras.map((extra) => [extra.id, extra]));
  const catalogueTypes = types
    .sort((a, b) => spanish.compare(a.title, b.title))
    .map((type) => ({
      id: type.id,
      slug: type.slug,
      title: type.title,
      config: { fields: type.fields },
      extras: type.extra_ids.flatMap((id) => {
        const extra = extrasById.get(id);
        return extra ? [{ slug: extra.slug, translations: extra.translations, config: extra.config }] : [];
      }),
      categories: categories
        .filter((category) => category.type_id === type.id)
        .map(({ id, name, slug }) => ({ id, name, slug }))
        .sort((a, b) => spanish.compare(a.name, b.name)),
    }));
  return searchCatalogue(catalogueTypes);
}

/** The configuration's types fit too (tests and the benchmark build catalogues from them). */
export function catalogueFromConfiguration(types: Configuration['types']): SearchCatalogue {
  return searchCatalogue(
    types.map((type) => ({
      id: type.id,
      slug: type.slug,
      title: type.translations.es.title,
      config: { fields: type.config.fields },
      extras: type.extras.map(({ slug, translations, config }) => ({ slug, translations, config })),
      categories: type.categories.map(({ id, name, slug }) => ({ id, name, slug })),
    })),
  );
}
