// The publications projection keeps its own copy of each extra's words, so the full text of a
// publication is built from facts this projection has seen, in log order, on every replay.
import type { ExtraEvent } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { ReadModelTables } from '../tables.ts';
import { type ExtraWords, extrasText } from './extrasText.ts';

type Tx = Transaction<ReadModelTables>;

/**
 * The whole vocabulary (a few dozen extras), read once per batch: asked for per event, the read
 * was a round trip that held up every written-behind insert of a replay. Extra events in the
 * batch drop it, so later events see their words.
 */
const vocabularyOfBatch = new WeakMap<Tx, Promise<Map<string, ExtraWords>>>();

function vocabulary(transaction: Tx): Promise<Map<string, ExtraWords>> {
  let cached = vocabularyOfBatch.get(transaction);
  if (!cached) {
    cached = transaction
      .selectFrom('publication_extra_vocabulary')
      .select(['slug', 'title', 'type', 'options'])
      .execute()
      .then((rows) => new Map(rows.map((row) => [row.slug, row])));
    vocabularyOfBatch.set(transaction, cached);
  }
  return cached;
}

export async function extrasTextOf(transaction: Tx, extras: Record<string, unknown>): Promise<string> {
  if (Object.keys(extras).length === 0) return '';
  return extrasText(extras, await vocabulary(transaction));
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
      vocabularyOfBatch.delete(transaction);
      if (event.type === 'extra.changed.v1') await reindexPublicationsUsing(transaction, slug);
      return;
    }
    case 'extra.deleted.v1':
      await transaction.deleteFrom('publication_extra_vocabulary').where('extra_id', '=', event.data.extraId).execute();
      vocabularyOfBatch.delete(transaction);
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`publications projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}
