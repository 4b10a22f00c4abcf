// The publication types as the configuration lists them: each with its extras in form order and
// its categories, sorted by their Spanish names.
import type { Configuration } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/** Publication types with their extras in form order and their categories, from the read models. */
export async function loadPublicationTypes(db: ReadModelDatabase): Promise<Configuration['types']> {
  const [types, extras, categories] = await Promise.all([
    db.selectFrom('publication_types').selectAll().execute(),
    db.selectFrom('extras').select(['id', 'slug', 'translations', 'config']).execute(),
    db.selectFrom('categories').select(['id', 'type_id', 'name', 'slug', 'icon']).execute(),
  ]);
  const extrasById = new Map(extras.map((extra) => [extra.id, extra]));
  return types
    .sort((a, b) => spanish.compare(a.title, b.title))
    .map((type) => ({
      id: type.id,
      slug: type.slug,
      icon: type.icon,
      translations: { es: { title: type.title } },
      config: { fields: type.fields, extras: type.extra_ids },
      extras: type.extra_ids.flatMap((id) => extrasById.get(id) ?? []),
      categories: categories
        .filter((category) => category.type_id === type.id)
        .sort((a, b) => spanish.compare(a.name, b.name)),
    }));
}
