// The collage of a storefront or microsite home: up to 20 pictures of the newest publications,
// every publication's first picture, then their second ones, and so on.
import { COLLAGE } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { type SelectQueryBuilder, sql } from 'kysely';
import { mediaUrl } from '../../media/index.ts';

/** `recent`: the newest publications shown (at most COLLAGE.tiles), as `id` and `published_at`. */
export type RecentPublications = SelectQueryBuilder<
  // biome-ignore lint/suspicious/noExplicitAny: any source of publications, however it is joined
  any,
  // biome-ignore lint/suspicious/noExplicitAny: any source of publications, however it is joined
  any,
  { id: string; published_at: Date }
>;

/** The collage's files (`location/file`), as a query to run alone or inside another. */
export function collageFiles(db: ReadModelDatabase, recent: RecentPublications) {
  return db
    .selectFrom(recent.as('recent'))
    .innerJoin('publication_media', 'publication_media.publication_id', 'recent.id')
    .select(sql<string>`publication_media.location || '/' || publication_media.file`.as('path'))
    .orderBy('publication_media.number')
    .orderBy('recent.published_at', 'desc')
    .limit(COLLAGE.tiles);
}

/** The collage's picture addresses from its files' paths. */
export function collageUrls(paths: readonly string[]): string[] {
  return paths.map((path) => mediaUrl(path));
}

export async function collagePictures(db: ReadModelDatabase, recent: RecentPublications): Promise<string[]> {
  const rows = await collageFiles(db, recent).execute();
  return collageUrls(rows.map((row) => row.path));
}
