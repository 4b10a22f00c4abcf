import { ADMIN_MESSAGES, type PublicationTypeInput, publicationTypeInputSchema } from '@app/contracts';
import { z } from 'zod';
import type { AdminResource } from '../../http/index.ts';
import { foldedContains, pageOf, SPANISH_SORT_SQL } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { type PublicationTypeCommand, publicationTypeDecider, publicationTypeStream } from './publicationType.ts';

export const publicationTypeRowSchema = publicationTypeInputSchema.extend({ id: z.uuid() });
type PublicationTypeRow = z.infer<typeof publicationTypeRowSchema>;

export const SLUG_TAKEN = 'El slug ya se encuentra en uso.';

export function publicationTypeResource(
  platform: Platform,
): AdminResource<PublicationTypeInput, PublicationTypeRow, PublicationTypeCommand, Record<string, never>> {
  const { db } = platform;
  const columns = ['id', 'slug', 'icon', 'title', 'fields', 'extra_ids'] as const;
  const select = () => db.selectFrom('publication_types').select(columns);
  const toRow = (
    row: Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>,
  ): PublicationTypeRow => ({
    id: row.id,
    slug: row.slug,
    icon: row.icon,
    translations: { es: { title: row.title } },
    config: { fields: row.fields, extras: row.extra_ids },
  });
  return {
    path: '/admin/type',
    permission: 'types',
    inputSchema: publicationTypeInputSchema,
    rowSchema: publicationTypeRowSchema,
    listFilters: {},
    stream: publicationTypeStream,
    decider: publicationTypeDecider as AdminResource<
      PublicationTypeInput,
      PublicationTypeRow,
      PublicationTypeCommand,
      Record<string, never>
    >['decider'],
    async toCommand(action) {
      const extras = await db.selectFrom('extras').select(['id', 'title']).execute();
      return { ...action, knownExtras: new Map(extras.map((extra) => [extra.id, extra.title])) };
    },
    async list(query) {
      const filtered = db
        .selectFrom('publication_types')
        .$if(Boolean(query.search), (builder) => builder.where(foldedContains('title', query.search ?? '')));
      const page = await pageOf(filtered, (rows) => rows.select(columns), SPANISH_SORT_SQL('title'), query);
      return { rows: page.rows.map(toRow), total: page.total };
    },
    async find(id) {
      const row = await select().where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },
    unique: {
      kind: 'type_slug',
      field: 'slug',
      takenMessage: SLUG_TAKEN,
      valueOf: (input) => input.slug,
      current: (row) => row.slug,
    },
    messages: {
      created: ADMIN_MESSAGES.typeCreated,
      updated: ADMIN_MESSAGES.typeUpdated,
      deleted: ADMIN_MESSAGES.typeDeleted,
    },
  };
}
