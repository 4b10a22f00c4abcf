// What swiping needs to know of a publication: that it exists, who publishes it, how to name it.
import type { PublicationSummary } from '@app/contracts';
import { PREPARED, projectedRows, type ReadModelDatabase, type ReadModels, readProjected } from '@app/projections';
import { DomainError } from '../commands/index.ts';
import { mediaUrl } from '../media/index.ts';

/** Every decision asks: cached while the publications projection runs here. */
const PUBLICATION_OWNERS = projectedRows<readonly string[]>('publications', 'publication_publishers');

/** The accounts publishing it; 404 when there is no such publication. */
export async function publicationOwners(readModels: ReadModels, publicationId: string): Promise<readonly string[]> {
  const owners = await readProjected(readModels, PUBLICATION_OWNERS, publicationId, async () => {
    const rows = await readModels.db
      .selectFrom('publications')
      .leftJoin('publication_publishers', 'publication_publishers.publication_id', 'publications.id')
      .select('publication_publishers.user_id')
      .where('publications.id', '=', publicationId)
      .modifyEnd(PREPARED)
      .execute();
    return rows.length === 0 ? undefined : rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
  });
  if (!owners) throw DomainError.notFound();
  return owners;
}

/** The ids among `ids` that name a publication, in their order. */
export async function existingPublications(db: ReadModelDatabase, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('publications').select('id').where('id', 'in', ids).execute();
  const found = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => found.has(id));
}

/** Title and first picture, for notifications; null when the publication is gone. One query. */
export async function publicationSummary(
  db: ReadModelDatabase,
  publicationId: string,
): Promise<PublicationSummary | null> {
  const publication = await db
    .selectFrom('publications')
    .leftJoinLateral(
      (lateral) =>
        lateral
          .selectFrom('publication_media')
          .select(['location', 'file'])
          .whereRef('publication_media.publication_id', '=', 'publications.id')
          .orderBy('number')
          .limit(1)
          .as('picture'),
      (join) => join.onTrue(),
    )
    .select(['publications.id', 'publications.title', 'picture.location', 'picture.file'])
    .where('publications.id', '=', publicationId)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!publication) return null;
  const { location, file } = publication;
  const image = location !== null && file !== null ? mediaUrl(`${location}/${file}`) : null;
  return { id: publication.id, title: publication.title, image_url: image };
}
