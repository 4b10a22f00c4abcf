// The publications projection keeps its own copy of each extra's words, so the full text of a
// publication is built from facts this projection has seen, in log order, on every replay.
import type { ExtraEvent } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { ReadModelTables } from '../tables.ts';
import { type ExtraWords, extrasText } from './extrasText.ts';

type Tx = Transaction<ReadModelTables>;

export async function vocabularyFor(transaction: Tx, slugs: readonly string[]): Promise<Map<string, ExtraWords>> {
  if (slugs.length === 0) return new Map();
  const rows = await transaction
    .selectFrom('publication_extra_vocabulary')
    .select(['slug', 'title', 'type', 'options'])
    .where('slug', 'in', slugs)
    .execute();
  return new Map(rows.map((row) => [row.slug, row]));
}

export async function extrasTextOf(transaction: Tx, extras: Record<string, unknown>): Promise<string> {
  return extrasText(extras, await vocabularyFor(transaction, Object.keys(extras)));
}

/** Publications using the extra get their words again (an admin renamed an option). */
async function reindexPublicationsUsing(transaction: Tx, slug: string): Promise<void> {
  const rows = await transaction
    .selectFrom('publications')
    .select(['id', 'extras'])
    .where(sql<boolean>`extras ? ${slug}`)
    .execute();
  for (const row of rows) {
    const text = await extrasTextOf(transaction, row.extras);
    await transaction.updateTable('publications').set({ extras_text: text }).where('id', '=', row.id).execute();
  }
}

export async function applyExtraEvent(transaction: Tx, event: ExtraEvent): Promise<void> {
  switch (event.type) {
    case 'extra.created.v1':
    case 'extra.changed.v1': {
      const { extraId, slug, translations, config } = event.data;
      const options = Object.fromEntries(config.options.map((option) => [option.slug, option.translations.es.title]));
      const row = { slug, title: translations.es.title, type: config.type, options: toJson(options) };
      await transaction
        .insertInto('publication_extra_vocabulary')
        .values({ extra_id: extraId, ...row })
        .onConflict((conflict) => conflict.column('extra_id').doUpdateSet(row))
        .execute();
      if (event.type === 'extra.changed.v1') await reindexPublicationsUsing(transaction, slug);
      return;
    }
    case 'extra.deleted.v1':
      await transaction.deleteFrom('publication_extra_vocabulary').where('extra_id', '=', event.data.extraId).execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`publications projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}
