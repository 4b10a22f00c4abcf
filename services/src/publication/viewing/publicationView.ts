// Publications as the API answers them (contracts' publicationSchema), for whoever looks: `editable`
// and `deletable` tell the viewer what they may do, an expired priority reads as none.
import { type Publication, SYNCHRONIZED_REASON } from '@app/contracts';
import {
  projectedRows,
  type ReadModelDatabase,
  type ReadModels,
  type ReadModelTables,
  readProjectedMany,
} from '@app/projections';
import { type Selectable, sql } from 'kysely';
import { mediaUrl } from '../../media/index.ts';

type Db = ReadModelDatabase;

function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

async function mediaOf(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom('publication_media')
    .selectAll()
    .where('publication_id', 'in', ids)
    .orderBy('publication_id')
    .orderBy('number')
    .execute();
  return groupBy(rows, (row) => row.publication_id);
}

async function publishersOf(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom('publication_publishers')
    .innerJoin('users', 'users.id', 'publication_publishers.user_id')
    .select(['publication_id', 'user_id', 'creator', 'users.name', 'users.slug', 'users.avatar_url'])
    .where('publication_id', 'in', ids)
    .orderBy('creator', 'desc')
    .orderBy('users.name')
    .execute();
  return groupBy(rows, (row) => row.publication_id);
}

async function priceChangesOf(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom('publication_price_changes')
    .selectAll()
    .where('publication_id', 'in', ids)
    .orderBy('changed_at')
    .orderBy('event_id')
    .execute();
  return groupBy(rows, (row) => row.publication_id);
}

/** The categories (platform's and sellers') the publications are filed under, read beside the publications. */
async function categoriesOf(db: Db, publicationIds: readonly string[]) {
  const filedUnder = db
    .selectFrom('publications')
    .select(sql<string>`unnest(categories)`.as('id'))
    .where('id', 'in', publicationIds);
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'slug'])
    .where('id', 'in', filedUnder)
    .unionAll(db.selectFrom('seller_categories').select(['id', 'name', 'slug']).where('id', 'in', filedUnder))
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

type PublicationRow = Omit<Selectable<ReadModelTables['publications']>, 'search_text' | 'extras_text'>;

const PUBLICATION_COLUMNS = [
  'id',
  'type_id',
  'creator_id',
  'created_by',
  'title',
  'code',
  'description',
  'text',
  'url',
  'categories',
  'amount',
  'amount_sale',
  'currency',
  'operation',
  'price_period',
  'address_title',
  'latitude',
  'longitude',
  'extras',
  'public',
  'shareable',
  'priority',
  'priority_description',
  'priority_expires_at',
  'published_at',
  'listed_at',
] as const satisfies readonly (keyof PublicationRow)[];

async function publicationRows(db: Db, ids: readonly string[]): Promise<PublicationRow[]> {
  return db.selectFrom('publications').select(PUBLICATION_COLUMNS).where('id', 'in', ids).execute();
}

function activePriority(row: PublicationRow, now: Date) {
  const active = row.priority !== null && row.priority_expires_at !== null && row.priority_expires_at > now;
  return { priority: active ? row.priority : null, priority_description: active ? row.priority_description : null };
}

type MediaRow = Selectable<ReadModelTables['publication_media']>;
type PriceChangeRow = Selectable<ReadModelTables['publication_price_changes']>;
type PublisherRow = Pick<
  Selectable<ReadModelTables['publication_publishers']>,
  'publication_id' | 'user_id' | 'creator'
> &
  Pick<Selectable<ReadModelTables['users']>, 'name' | 'slug' | 'avatar_url'>;
type CategoryName = NonNullable<ReturnType<Awaited<ReturnType<typeof categoriesOf>>['get']>>;

function toMedia(item: MediaRow): Publication['medias'][number] {
  return {
    id: item.id,
    type: 'image',
    location: item.location,
    file: item.file,
    file_url: mediaUrl(`${item.location}/${item.file}`),
    number: item.number,
    info: { color: item.color, width: item.width, height: item.height },
  };
}

function toPublisher(publisher: PublisherRow): Publication['users'][number] {
  const { user_id: id, name, slug, avatar_url, creator } = publisher;
  return { id, name, slug, avatar_url, pivot: { creator } };
}

function toPriceChange(row: PriceChangeRow): Publication['price_history'][number] {
  return {
    previous: { amount: row.previous_amount, amount_sale: row.previous_amount_sale, currency: row.previous_currency },
    current: { amount: row.amount, amount_sale: row.amount_sale, currency: row.currency },
    changed_at: row.changed_at.toISOString(),
  };
}

function addressOf(row: PublicationRow): Publication['address'] {
  const { address_title: title, latitude, longitude } = row;
  if (title === null || latitude === null || longitude === null) return null;
  return { title, geolocation: { coordinates: [latitude, longitude] } };
}

/** What a publication's view is made of, whoever looks and whenever. */
interface PublicationParts {
  row: PublicationRow;
  media: MediaRow[];
  publishers: PublisherRow[];
  /** Its categories' names, in the order it lists them. */
  categories: CategoryName[];
  prices: PriceChangeRow[];
}

function toPublication(parts: PublicationParts, viewerId: string | null, now: Date): Publication {
  const { row, ...related } = parts;
  const mayChange = viewerId === row.creator_id && row.created_by === 'user';
  return {
    id: row.id,
    type_id: row.type_id,
    title: row.title,
    code: row.code,
    description: row.description,
    text: row.text,
    url: row.url,
    categories: related.categories,
    medias: related.media.map(toMedia),
    amount: row.amount,
    amount_sale: row.amount_sale,
    currency: row.currency,
    operation: row.operation,
    price_period: row.price_period,
    ...activePriority(row, now),
    address: addressOf(row),
    extras: row.extras,
    users: related.publishers.map(toPublisher),
    public: row.public,
    shareable: row.shareable,
    created_by: row.created_by,
    editable: mayChange,
    deletable: mayChange,
    locked_reason: row.created_by === 'user' ? null : SYNCHRONIZED_REASON,
    listed_at: row.listed_at.toISOString(),
    published_at: row.published_at.toISOString(),
    price_history: related.prices.map(toPriceChange),
  };
}

async function readPublicationParts(db: Db, ids: readonly string[]): Promise<Map<string, PublicationParts>> {
  const [rows, media, publishers, categories, prices] = await Promise.all([
    publicationRows(db, ids),
    mediaOf(db, ids),
    publishersOf(db, ids),
    categoriesOf(db, ids),
    priceChangesOf(db, ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        row,
        media: media.get(row.id) ?? [],
        publishers: publishers.get(row.id) ?? [],
        categories: row.categories.flatMap((categoryId) => categories.get(categoryId) ?? []),
        prices: prices.get(row.id) ?? [],
      },
    ]),
  );
}

/**
 * Every swipe card is a publication's view, the same for each participant of a search: its parts
 * are cached while the projections writing them run here (readProjectedMany).
 */
const PUBLICATION_PARTS = projectedRows<PublicationParts>(
  'publications',
  'publication_media',
  'publication_publishers',
  'users',
  'categories',
  'seller_categories',
  'publication_price_changes',
);

/** The publications with these ids, in the order given; ids that do not exist are left out. */
export async function viewPublications(
  readModels: ReadModels,
  ids: readonly string[],
  viewerId: string | null,
  now: Date,
): Promise<Publication[]> {
  if (ids.length === 0) return [];
  const parts = await readProjectedMany(readModels, PUBLICATION_PARTS, ids, (missing) =>
    readPublicationParts(readModels.db, missing),
  );
  return ids.flatMap((id) => {
    const found = parts.get(id);
    return found ? [toPublication(found, viewerId, now)] : [];
  });
}
