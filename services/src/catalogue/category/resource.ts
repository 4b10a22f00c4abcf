import { ADMIN_MESSAGES, type CategoryInput, categoryInputSchema, categorySchema } from '@app/contracts';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import type { AdminResource } from '../../http/index.ts';
import { foldedContains, pageOf, SPANISH_SORT_SQL } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import type { CatalogueItemCommand } from '../catalogueItemDecider.ts';
import { categoryDecider, categoryStream } from './category.ts';

type CategoryRow = z.infer<typeof categorySchema>;
const listFilters = { type_id: z.uuid().optional() };

export function categoryResource(
  platform: Platform,
): AdminResource<CategoryInput, CategoryRow, CatalogueItemCommand<CategoryInput>, typeof listFilters> {
  const { db } = platform;
  const columns = ['id', 'type_id', 'name', 'slug', 'icon'] as const;
  return {
    path: '/admin/category',
    permission: 'categories',
    inputSchema: categoryInputSchema,
    rowSchema: categorySchema,
    listFilters,
    stream: categoryStream,
    decider: categoryDecider as AdminResource<
      CategoryInput,
      CategoryRow,
      CatalogueItemCommand<CategoryInput>,
      typeof listFilters
    >['decider'],
    async toCommand(action) {
      if (action.type !== 'delete') {
        const type = await db
          .selectFrom('publication_types')
          .select('id')
          .where('id', '=', action.input.type_id)
          .executeTakeFirst();
        if (!type) throw DomainError.invalidField('type_id', 'El valor ingresado no es válido');
      }
      return action;
    },
    async list(query) {
      const filtered = db
        .selectFrom('categories')
        .$if(Boolean(query.search), (builder) => builder.where(foldedContains('name', query.search ?? '')))
        .$if(Boolean(query.type_id), (builder) => builder.where('type_id', '=', query.type_id ?? ''));
      const page = await pageOf(filtered, (rows) => rows.select(columns), SPANISH_SORT_SQL('name'), query);
      return page;
    },
    find: (id) => db.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst(),
    messages: {
      created: ADMIN_MESSAGES.categoryCreated,
      updated: ADMIN_MESSAGES.categoryUpdated,
      deleted: ADMIN_MESSAGES.categoryDeleted,
    },
  };
}
