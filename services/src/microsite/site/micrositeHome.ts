// GET /microsite/home on a microsite's host: what its home shows (SPEC.md section 2, "Storefront and
// microsite homes") — its users' shareable publications, a promoted one first while its priority
// lasts, and up to 20 collage pictures: every publication's first picture, then their second ones.
import { COLLAGE, PAGE_SIZE } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { sql } from 'kysely';
import { collagePictures, viewPublications } from '../../publication/index.ts';
import { micrositeCondition } from '../scope/micrositeScope.ts';

function micrositePublications(db: ReadModelDatabase, micrositeId: string) {
  return db.selectFrom('publications as p').where(micrositeCondition(micrositeId));
}

function micrositeCollage(db: ReadModelDatabase, micrositeId: string): Promise<string[]> {
  const recent = micrositePublications(db, micrositeId)
    .select(['p.id', 'p.published_at'])
    .orderBy('p.published_at', 'desc')
    .limit(COLLAGE.tiles);
  return collagePictures(db, recent);
}

export async function micrositeHome(readModels: ReadModels, micrositeId: string, viewerId: string | null, now: Date) {
  const { db } = readModels;
  const promotedFirst = sql<number>`CASE WHEN p.priority_expires_at > ${now} THEN 0 ELSE 1 END`;
  const ids = await micrositePublications(db, micrositeId)
    .select('p.id')
    .orderBy(promotedFirst)
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id')
    .limit(PAGE_SIZE)
    .execute();
  return {
    publications: await viewPublications(
      readModels,
      ids.map((row) => row.id),
      viewerId,
      now,
    ),
    images: await micrositeCollage(db, micrositeId),
  };
}
