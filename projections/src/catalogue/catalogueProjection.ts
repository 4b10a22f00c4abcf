import type { CatalogueEvent, RecordedEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';

/** Publication types, categories and extras as the configuration and admin lists read them. */
export const catalogueProjection: Projection = {
  name: 'catalogue',
  tables: ['publication_types', 'categories', 'extras'],
  handles: [
    'publication_type.created.v1',
    'publication_type.changed.v1',
    'publication_type.deleted.v1',
    'category.created.v1',
    'category.changed.v1',
    'category.deleted.v1',
    'extra.created.v1',
    'extra.changed.v1',
    'extra.deleted.v1',
  ] satisfies CatalogueEvent['type'][],
  async apply(transaction: Transaction<ReadModelTables>, recorded: RecordedEvent) {
    const event = recorded as unknown as CatalogueEvent;
    const at = new Date(recorded.metadata.occurredAt);
    switch (event.type) {
      case 'publication_type.created.v1':
      case 'publication_type.changed.v1': {
        const { typeId, slug, icon, translations, config } = event.data;
        const row = {
          slug,
          icon,
          title: translations.es.title,
          fields: toJson(config.fields),
          extra_ids: toJson(config.extras),
          updated_at: at,
        };
        await transaction
          .insertInto('publication_types')
          .values({ id: typeId, ...row, created_at: at })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'publication_type.deleted.v1':
        await transaction.deleteFrom('publication_types').where('id', '=', event.data.typeId).execute();
        await transaction.deleteFrom('categories').where('type_id', '=', event.data.typeId).execute();
        return;
      case 'category.created.v1':
      case 'category.changed.v1': {
        const { categoryId, type_id, name, slug, icon } = event.data;
        const row = { type_id, name, slug, icon };
        await transaction
          .insertInto('categories')
          .values({ id: categoryId, ...row, created_at: at })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'category.deleted.v1':
        await transaction.deleteFrom('categories').where('id', '=', event.data.categoryId).execute();
        return;
      case 'extra.created.v1':
      case 'extra.changed.v1': {
        const { extraId, slug, translations, config } = event.data;
        const row = {
          slug,
          title: translations.es.title,
          translations: toJson(translations),
          config: toJson(config),
          updated_at: at,
        };
        await transaction
          .insertInto('extras')
          .values({ id: extraId, ...row, created_at: at })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'extra.deleted.v1':
        await transaction.deleteFrom('extras').where('id', '=', event.data.extraId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`catalogue projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
