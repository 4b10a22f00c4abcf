// The little each shared page's card needs from the read models, and only what is public: a
// storefront's public publications, a public group, a search its owner shared, a pending
// invitation's group. Anything else reads as null and gets the site's own card.
import { COLLAGE } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { mediaUrl } from '../media/index.ts';
import { micrositeCondition } from '../microsite/index.ts';
import type { Platform } from '../platform.ts';
import { collagePictures, collageUrls, publicPublication, storefrontCollageFiles } from '../publication/index.ts';
import { findSearchRow, queryOfSearch, resultIds } from '../search/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (text: string) => UUID.test(text);

export interface StorefrontOffer {
  id: string;
  title: string;
  amount: number | null;
  currency: string;
}

export interface StorefrontCard {
  name: string;
  slug: string;
  avatarUrl: string | null;
  publicationCount: number;
  image: string | null;
  /** Its newest public publications, as structured data names them. */
  offers: StorefrontOffer[];
}

/** Offers a storefront's structured data lists: a page's worth, not the whole catalogue. */
const STOREFRONT_OFFERS = 10;

/**
 * The seller a slug names with their public publications' count, collage and newest offers: one
 * round trip, beside the storefront's own reads.
 */
export async function storefrontCard(db: ReadModelDatabase, slug: string): Promise<StorefrontCard | null> {
  const store = await db
    .selectFrom('users')
    .select(['users.name', 'users.slug', 'users.avatar_url'])
    .select((eb) => {
      const publications = db
        .selectFrom('publications')
        .innerJoin('publication_publishers', 'publication_publishers.publication_id', 'publications.id')
        .where('publication_publishers.user_id', '=', eb.ref('users.id'))
        .where('publications.public', '=', true);
      const offers = publications
        .select((offer) => [
          'publications.id',
          'publications.title',
          'publications.currency',
          offer.fn.coalesce('publications.amount_sale', 'publications.amount').as('amount'),
        ])
        .orderBy('publications.published_at', 'desc')
        .limit(STOREFRONT_OFFERS);
      return [
        publications.select((count) => count.fn.countAll<string>().as('count')).as('publication_count'),
        storefrontCollageFiles(db, eb.ref('users.id')).as('collage_files'),
        jsonArrayFrom(offers).as('offers'),
      ];
    })
    .where('users.slug', '=', slug.toLowerCase())
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!store?.slug) return null;
  const [image] = collageUrls(store.collage_files.slice(0, 1));
  return {
    name: store.name,
    slug: store.slug,
    avatarUrl: store.avatar_url,
    publicationCount: Number(store.publication_count ?? 0),
    image: image ?? null,
    offers: store.offers,
  };
}

/** A public publication for its page's card: itself and its type's slug; null when not public. */
export async function publicationCard(platform: Platform, publicationId: string) {
  if (!isUuid(publicationId)) return null;
  try {
    const { data } = await publicPublication(platform, publicationId, platform.clock.now());
    const type = await platform.db
      .selectFrom('publication_types')
      .select('slug')
      .where('id', '=', data.type_id)
      .executeTakeFirst();
    return { publication: data, typeSlug: type?.slug ?? null };
  } catch {
    return null;
  }
}

/** A group's card only while it is public and listed in the directory. */
export async function publicGroupCard(db: ReadModelDatabase, groupId: string) {
  if (!isUuid(groupId)) return null;
  const group = await db
    .selectFrom('groups')
    .select(['name', 'description', 'logo_url', 'users_count'])
    .where('id', '=', groupId)
    .where('public', '=', true)
    .where('discoverable', '=', true)
    .executeTakeFirst();
  return group ?? null;
}

/** A pending, unexpired invitation: its group's name and logo (the invitee is meant to see them). */
export async function invitationCard(db: ReadModelDatabase, invitationId: string, now: Date) {
  if (!isUuid(invitationId)) return null;
  const invitation = await db
    .selectFrom('invitations')
    .innerJoin('groups', 'groups.id', 'invitations.group_id')
    .select(['groups.name', 'groups.logo_url'])
    .where('invitations.id', '=', invitationId)
    .where('invitations.status', '=', 'pending')
    .where('invitations.expires_at', '>', now)
    .executeTakeFirst();
  return invitation ?? null;
}

/** A search its owner shared ('Invitar'): its title and the first picture of its first result. */
export async function sharedSearchCard(platform: Platform, searchId: string) {
  if (!isUuid(searchId)) return null;
  // The swipe page opens here too: its row is read as the swipe reads it, remembered while projected.
  const row = await findSearchRow(platform, searchId);
  if (!row?.shareable) return null;
  const now = platform.clock.now();
  const first = await resultIds(
    platform.db,
    await queryOfSearch(platform, row),
    { except: [] },
    RESULTS_LOOKED_AT,
    now,
  );
  const title = row.custom_title ?? row.title_suggested;
  return { title, description: row.description, image: await firstPublicPicture(platform.db, first) };
}

/** A group's or microsite's search also finds publications hidden from storefronts: never their pictures. */
const RESULTS_LOOKED_AT = 12;

async function firstPublicPicture(db: ReadModelDatabase, publicationIds: readonly string[]): Promise<string | null> {
  if (publicationIds.length === 0) return null;
  const media = await db
    .selectFrom('publication_media')
    .innerJoin('publications', 'publications.id', 'publication_media.publication_id')
    .select(['publication_media.publication_id', 'publication_media.location', 'publication_media.file'])
    .where('publication_media.publication_id', 'in', publicationIds)
    .where('publications.public', '=', true)
    .orderBy('publication_media.number', 'desc')
    .execute();
  const firstPictures = new Map(media.map((row) => [row.publication_id, row]));
  const found = publicationIds.map((id) => firstPictures.get(id)).find((row) => row !== undefined);
  return found ? mediaUrl(`${found.location}/${found.file}`) : null;
}

/** The first picture of a microsite home's collage, of a publication also public on its storefront. */
export async function micrositePicture(db: ReadModelDatabase, micrositeId: string): Promise<string | null> {
  const recent = db
    .selectFrom('publications as p')
    .where(micrositeCondition(micrositeId))
    .where('p.public', '=', true)
    .select(['p.id', 'p.published_at'])
    .orderBy('p.published_at', 'desc')
    .limit(COLLAGE.tiles);
  const [first] = await collagePictures(db, recent);
  return first ?? null;
}
