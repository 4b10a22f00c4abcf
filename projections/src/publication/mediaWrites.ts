// A publication's pictures in display order: `number` is always 0, 1, 2… after every fact.
import type { PublicationEvent } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;
type EventOf<Type extends PublicationEvent['type']> = Extract<PublicationEvent, { type: Type }>;

export async function addMedia(transaction: Tx, event: EventOf<'publication.media_added.v1'>) {
  const { publicationId, media } = event.data;
  await transaction
    .insertInto('publication_media')
    .values({
      id: media.id,
      publication_id: publicationId,
      number: media.number,
      location: media.location,
      file: media.file,
      width: media.info.width,
      height: media.info.height,
      color: media.info.color,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

async function renumber(transaction: Tx, publicationId: string) {
  await sql`
    UPDATE publication_media AS media SET number = ranked.position - 1
    FROM (
      SELECT id, row_number() OVER (ORDER BY number, id) AS position
      FROM publication_media WHERE publication_id = ${publicationId}
    ) AS ranked
    WHERE media.id = ranked.id AND media.number <> ranked.position - 1`.execute(transaction);
}

export async function removeMedia(transaction: Tx, event: EventOf<'publication.media_removed.v1'>) {
  await transaction.deleteFrom('publication_media').where('id', '=', event.data.mediaId).execute();
  await renumber(transaction, event.data.publicationId);
}

export async function reorderMedia(transaction: Tx, event: EventOf<'publication.media_reordered.v1'>) {
  const { publicationId, mediaIds } = event.data;
  if (mediaIds.length === 0) return;
  await sql`
    UPDATE publication_media AS media SET number = ordered.position - 1
    FROM unnest(${mediaIds}::uuid[]) WITH ORDINALITY AS ordered(id, position)
    WHERE media.id = ordered.id AND media.publication_id = ${publicationId}`.execute(transaction);
  await renumber(transaction, publicationId);
}
