// Publications read models, indexed for the account screens now and for search (filters by type,
// categories, extras, price, place and words over ~100,000 publications) next.
import { type Kysely, type Migration, sql } from 'kysely';

/** Spanish stemming over unaccented words: 'camión' and 'camion', 'baños' and 'bano' meet. */
const SEARCH_CONFIGURATION = sql`
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'es_unaccent') THEN
      CREATE TEXT SEARCH CONFIGURATION es_unaccent (COPY = pg_catalog.spanish);
      ALTER TEXT SEARCH CONFIGURATION es_unaccent
        ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
    END IF;
  END $$`;

/** Title and code weigh most, then the extras' words and the place, then description and quick text. */
const SEARCH_TEXT = sql`
  setweight(to_tsvector('es_unaccent'::regconfig, title || ' ' || coalesce(code, '')), 'A')
  || setweight(to_tsvector('es_unaccent'::regconfig, extras_text || ' ' || coalesce(address_title, '')), 'B')
  || setweight(to_tsvector('es_unaccent'::regconfig, coalesce(description, '')), 'C')
  || setweight(to_tsvector('es_unaccent'::regconfig, coalesce(text, '')), 'D')`;

async function createExtensions(db: Kysely<unknown>): Promise<void> {
  for (const extension of ['unaccent', 'cube', 'earthdistance', 'btree_gin']) {
    await sql`CREATE EXTENSION IF NOT EXISTS ${sql.raw(extension)}`.execute(db);
  }
  await SEARCH_CONFIGURATION.execute(db);
}

async function createPublications(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publications')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('type_id', 'uuid', (column) => column.notNull())
    .addColumn('creator_id', 'uuid', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('code', 'text')
    .addColumn('description', 'text')
    .addColumn('text', 'text')
    .addColumn('url', 'text')
    .addColumn('categories', sql`uuid[]`, (column) => column.notNull())
    .addColumn('amount', 'numeric(16, 2)')
    .addColumn('amount_sale', 'numeric(16, 2)')
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('address_title', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('extras', 'jsonb', (column) => column.notNull())
    .addColumn('extras_text', 'text', (column) => column.notNull())
    .addColumn('search_text', sql`tsvector`, (column) => column.generatedAlwaysAs(SEARCH_TEXT).stored())
    .addColumn('public', 'boolean', (column) => column.notNull())
    .addColumn('shareable', 'boolean', (column) => column.notNull())
    .addColumn('priority', 'text')
    .addColumn('priority_description', 'text')
    .addColumn('priority_expires_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addColumn('listed_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

async function indexPublications(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // A seller's store and lists: newest first.
    sql`CREATE INDEX publications_by_creator ON publications (creator_id, published_at DESC)`,
    // Search filters always name a type; categories and extras are the type's (btree_gin mixes them).
    sql`CREATE INDEX publications_filters ON publications
          USING gin (type_id, categories, extras jsonb_path_ops) WHERE public`,
    sql`CREATE INDEX publications_words ON publications USING gin (search_text)`,
    // Price bounds and price order inside a type.
    sql`CREATE INDEX publications_type_amount ON publications (type_id, amount) WHERE public`,
    sql`CREATE INDEX publications_newest ON publications (published_at DESC) WHERE public`,
    // Places: distance from a point (earthdistance) and the map's markers.
    sql`CREATE INDEX publications_place ON publications
          USING gist (ll_to_earth(latitude, longitude)) WHERE latitude IS NOT NULL`,
  ];
  for (const statement of statements) await statement.execute(db);
}

async function createMediaAndPublishers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publication_media')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('publication_id', 'uuid', (column) => column.notNull())
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('location', 'text', (column) => column.notNull())
    .addColumn('file', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('color', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('publication_media_in_order')
    .on('publication_media')
    .columns(['publication_id', 'number'])
    .execute();
  await db.schema
    .createTable('publication_publishers')
    .addColumn('publication_id', 'uuid', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('creator', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('publication_publishers_pk', ['publication_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('publication_publishers_by_user')
    .on('publication_publishers')
    .columns(['user_id', 'creator'])
    .execute();
}

async function createVocabularyAndSellerCategories(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publication_extra_vocabulary')
    .addColumn('extra_id', 'uuid', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('options', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('publication_extra_vocabulary_by_slug')
    .on('publication_extra_vocabulary')
    .column('slug')
    .execute();
  await db.schema
    .createTable('seller_categories')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('owner_id', 'uuid', (column) => column.notNull())
    .addColumn('type_id', 'uuid', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('seller_categories_by_owner')
    .on('seller_categories')
    .columns(['owner_id', 'type_id'])
    .execute();
}

export const publicationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createExtensions(db);
    await createPublications(db);
    await indexPublications(db);
    await createMediaAndPublishers(db);
    await createVocabularyAndSellerCategories(db);
  },
};
