// GET /user/{slug}: a seller's storefront. Only public publications, newest first (a promoted one
// first while its priority lasts), and up to 20 collage pictures: every publication's first picture,
// then their second ones, and so on.
import { COLLAGE, PAGE_SIZE } from '@app/contracts';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { type Expression, sql } from 'kysely';
import { DomainError } from '../../commands/index.ts';
import { collageFiles, collagePictures, collageUrls } from './collagePictures.ts';
import { viewPublications } from './publicationView.ts';

type Db = ReadModelDatabase;

/** `seller`: the seller's id, or a reference to it in an enclosing query. */
function storePublications(db: Db, seller: string | Expression<string>) {
  return db
    .selectFrom('publications')
    .innerJoin('publication_publishers', 'publication_publishers.publication_id', 'publications.id')
    .where('publication_publishers.user_id', '=', seller)
    .where('publications.public', '=', true);
}

/** Up to 20 collage pictures of the seller's public publications (also the account's `images`). */
export function collage(db: Db, userId: string): Promise<string[]> {
  return collagePictures(db, collageSource(db, userId));
}

function collageSource(db: Db, seller: string | Expression<string>) {
  return storePublications(db, seller)
    .select(['publications.id', 'publications.published_at'])
    .orderBy('publications.published_at', 'desc')
    .limit(COLLAGE.tiles);
}

/** The collage's files of the seller an enclosing query reads, as a text array. */
export function storefrontCollageFiles(db: Db, seller: Expression<string>) {
  return sql<string[]>`array(${collageFiles(db, collageSource(db, seller))})`;
}

/**
 * The seller, their storefront's first page (its order depends on `now`: promoted first) and its
 * collage, in one round trip: a storefront's page waits for nothing else.
 */
function storefrontPage(db: Db, slug: string, now: Date) {
  const promotedFirst = sql<number>`CASE WHEN publications.priority_expires_at > ${now} THEN 0 ELSE 1 END`;
  return db
    .selectFrom('users')
    .select(['id', 'name', 'slug', 'avatar_url', 'is_premium', 'premium_until', 'contact_types'])
    .select((eb) => {
      const firstPage = storePublications(db, eb.ref('users.id'))
        .select(sql<string>`publications.id::text`.as('id'))
        .orderBy(promotedFirst)
        .orderBy('publications.published_at', 'desc')
        .orderBy('publications.id')
        .limit(PAGE_SIZE);
      return [
        sql<string[]>`array(${firstPage})`.as('publication_ids'),
        storefrontCollageFiles(db, eb.ref('users.id')).as('collage_files'),
      ];
    })
    .where('slug', '=', slug.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function publicProfile(readModels: ReadModels, slug: string, viewerId: string | null, now: Date) {
  const page = await storefrontPage(readModels.db, slug, now);
  if (!page?.slug) throw DomainError.notFound();
  const { id, name, avatar_url, contact_types } = page;
  const isPremium = page.is_premium && (page.premium_until === null || page.premium_until > now);
  return {
    user: { id, name, slug: page.slug, avatar_url, is_premium: isPremium, contact_types },
    publications: await viewPublications(readModels, page.publication_ids, viewerId, now),
    images: collageUrls(page.collage_files),
  };
}
