// The searches read model, and the indexes the search queries need on the publications read model
// (whose table the publications context owns): price per type and currency, public publications
// by type newest first, and the few with an active priority.
import { type Kysely, type Migration, sql } from 'kysely';

async function createSearches(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('searches')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('owner_user_id', 'uuid')
    .addColumn('guest_key_hash', 'text')
    .addColumn('microsite_id', 'uuid')
    .addColumn('group_id', 'uuid')
    .addColumn('scope_user_id', 'uuid')
    .addColumn('filters', 'jsonb', (column) => column.notNull())
    .addColumn('places', 'jsonb', (column) => column.notNull())
    .addColumn('order', 'text', (column) => column.notNull())
    .addColumn('custom_title', 'text')
    .addColumn('title_suggested', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('public', 'boolean', (column) => column.notNull())
    .addColumn('shareable', 'boolean', (column) => column.notNull())
    .addColumn('filtered', 'text')
    .addColumn('autocompleted', 'boolean', (column) => column.notNull())
    .addColumn('pinneds_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('decisions_true_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('decisions_false_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  const statements = [
    // The account lists: a person's searches, newest first.
    sql`CREATE INDEX searches_by_owner ON searches (owner_user_id, created_at DESC) WHERE owner_user_id IS NOT NULL`,
    sql`CREATE INDEX searches_by_guest ON searches (guest_key_hash) WHERE owner_user_id IS NULL`,
    sql`CREATE INDEX searches_by_group ON searches (group_id, created_at DESC) WHERE group_id IS NOT NULL`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** The price a buyer pays: the sale price when there is one. Queries repeat this expression exactly. */
export const PUBLICATION_PRICE_SQL = 'coalesce(amount_sale, amount)';

async function indexPublicationsForSearch(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // Price bounds (min/max) and price orders inside a type, per currency.
    sql`CREATE INDEX publications_search_price ON publications
          (type_id, currency, (${sql.raw(PUBLICATION_PRICE_SQL)})) WHERE public`,
    // Newest and relevance orders inside a type (relevance starts from publication time).
    sql`CREATE INDEX publications_search_newest ON publications (type_id, published_at DESC, id) WHERE public`,
    // Active priorities are few: relevance reads them apart.
    sql`CREATE INDEX publications_search_priority ON publications (priority_expires_at)
          WHERE public AND priority_expires_at IS NOT NULL`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export const searchesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createSearches(db);
    await indexPublicationsForSearch(db);
  },
};
