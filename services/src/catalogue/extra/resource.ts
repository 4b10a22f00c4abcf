import { ADMIN_MESSAGES, type ExtraInput, extraInputSchema, extraSchema } from '@app/contracts';
import type { z } from 'zod';
import type { AdminResource } from '../../http/index.ts';
import { foldedContains, pageOf, SPANISH_SORT_SQL } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import type { CatalogueItemCommand } from '../catalogueItemDecider.ts';
import { SLUG_TAKEN } from '../publicationType/resource.ts';
import { extraDecider, extraStream } from './extra.ts';

type ExtraRow = z.infer<typeof extraSchema>;

export function extraResource(
  platform: Platform,
): AdminResource<ExtraInput, ExtraRow, CatalogueItemCommand<ExtraInput>, Record<string, never>> {
  const { db } = platform;
  const columns = ['id', 'slug', 'translations', 'config'] as const;
  return {
    path: '/admin/extra',
    permission: 'extras',
    inputSchema: extraInputSchema,
    rowSchema: extraSchema,
    listFilters: {},
    stream: extraStream,
    decider: extraDecider as AdminResource<
      ExtraInput,
      ExtraRow,
      CatalogueItemCommand<ExtraInput>,
      Record<string, never>
    >['decider'],
    toCommand: async (action) => action,
    async list(query) {
      const filtered = db
        .selectFrom('extras')
        .$if(Boolean(query.search), (builder) => builder.where(foldedContains('title', query.search ?? '')));
      const page = await pageOf(filtered, (rows) => rows.select(columns), SPANISH_SORT_SQL('title'), query);
      return page;
    },
    find: (id) => db.selectFrom('extras').select(columns).where('id', '=', id).executeTakeFirst(),
    unique: {
      kind: 'extra_slug',
      field: 'slug',
      takenMessage: SLUG_TAKEN,
      valueOf: (input) => input.slug,
      current: (row) => row.slug,
    },
    messages: {
      created: ADMIN_MESSAGES.extraCreated,
      updated: ADMIN_MESSAGES.extraUpdated,
      deleted: ADMIN_MESSAGES.extraDeleted,
    },
  };
}
