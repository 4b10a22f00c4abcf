// The type a publication is checked against, read from the catalogue read models: its fields, its
// extras in form order, and the categories the seller may choose (the type's and their own).
import { VALIDATION_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { DomainError } from '../../commands/index.ts';
import type { TypeCatalogue } from './typeCatalogue.ts';

async function categoryIds(db: ReadModelDatabase, typeId: string, sellerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('type_id', '=', typeId)
    .unionAll(
      db.selectFrom('seller_categories').select('id').where('type_id', '=', typeId).where('owner_id', '=', sellerId),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** 422 at `type_id` when the type does not exist. */
export async function loadTypeCatalogue(
  db: ReadModelDatabase,
  typeId: string,
  sellerId: string,
): Promise<TypeCatalogue> {
  const type = await db
    .selectFrom('publication_types')
    .select(['fields', 'extra_ids'])
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!type) throw DomainError.invalidField('type_id', VALIDATION_MESSAGES.invalid);
  const extras =
    type.extra_ids.length === 0
      ? []
      : await db
          .selectFrom('extras')
          .select(['id', 'slug', 'title', 'config'])
          .where('id', 'in', type.extra_ids)
          .execute();
  const byId = new Map(extras.map((extra) => [extra.id, extra]));
  return {
    typeId,
    fields: type.fields,
    extras: type.extra_ids.flatMap((id) => {
      const extra = byId.get(id);
      return extra ? [{ slug: extra.slug, title: extra.title, config: extra.config }] : [];
    }),
    categoryIds: await categoryIds(db, typeId, sellerId),
  };
}
