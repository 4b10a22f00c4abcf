// GET /user/{slug}: a seller's storefront. Only public publications, newest first (a promoted one
// first while its priority lasts), and up to 20 collage pictures: every publication's first picture,
// then their second ones, and so on.
import { COLLAGE, PAGE_SIZE } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { sql } from 'kysely';
import { DomainError } from '../../commands/index.ts';
import { collagePictures } from './collagePictures.ts';
import { viewPublications } from './publicationView.ts';

type Db = ReadModelDatabase;

function storePublications(db: Db, userId: string) {
  return db
    .selectFrom('publications')
    .innerJoin('publication_publishers', 'publication_publishers.publication_id', 'publications.id')
    .where('publication_publishers.user_id', '=', userId)
    .where('publications.public', '=', true);
}

/** Up to 20 collage pictures of the seller's public publications (also the account's `images`). */
export function collage(db: Db, userId: string): Promise<string[]> {
  const recent = storePublications(db, userId)
    .select(['publications.id', 'publications.published_at'])
    .orderBy('publications.published_at', 'desc')
    .limit(COLLAGE.tiles);
  return collagePictures(db, recent);
}

/** How many public publications the seller's storefront shows. */
export async function storefrontPublicationCount(db: Db, userId: string): Promise<number> {
  const counted = await storePublications(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}

/** The seller a storefront's slug names, or undefined (no such slug, or a deleted account). */
export function storefrontUser(db: Db, slug: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'slug', 'avatar_url', 'is_premium', 'premium_until', 'contact_types'])
    .where('slug', '=', slug.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function publicProfile(readModels: ReadModels, slug: string, viewerId: string | null, now: Date) {
  const { db } = readModels;
  const user = await storefrontUser(db, slug);
  if (!user?.slug) throw DomainError.notFound();
  const promotedFirst = sql<number>`CASE WHEN publications.priority_expires_at > ${now} THEN 0 ELSE 1 END`;
  const ids = await storePublications(db, user.id)
    .select('publications.id')
    .orderBy(promotedFirst)
    .orderBy('publications.published_at', 'desc')
    .orderBy('publications.id')
    .limit(PAGE_SIZE)
    .execute();
  const { id, name, avatar_url, contact_types } = user;
  const isPremium = user.is_premium && (user.premium_until === null || user.premium_until > now);
  return {
    user: { id, name, slug: user.slug, avatar_url, is_premium: isPremium, contact_types },
    publications: await viewPublications(
      readModels,
      ids.map((row) => row.id),
      viewerId,
      now,
    ),
    images: await collage(db, user.id),
  };
}
