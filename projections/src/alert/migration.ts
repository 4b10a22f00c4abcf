// Instant alerts' read models (docs/decisions/instant-alerts.md): who has alerts on, and each
// search's items filed so that one publication finds the few searches it may match by index: the
// place keys in a GIN index (the same keys the publications' filters index holds), the items with
// no place keys by type.
import { type Kysely, type Migration, sql } from 'kysely';

export const alertsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('search_alerts')
      .addColumn('search_id', 'uuid', (column) => column.notNull())
      .addColumn('user_id', 'uuid', (column) => column.notNull())
      .addColumn('email', 'boolean', (column) => column.notNull())
      .addPrimaryKeyConstraint('search_alerts_pkey', ['search_id', 'user_id'])
      .execute();
    await db.schema.createIndex('search_alerts_by_user').on('search_alerts').column('user_id').execute();
    await db.schema
      .createTable('search_alert_filters')
      .addColumn('search_id', 'uuid', (column) => column.notNull())
      .addColumn('item', 'integer', (column) => column.notNull())
      .addColumn('type_id', 'uuid', (column) => column.notNull())
      .addColumn('category_id', 'uuid')
      .addColumn('currency', 'text')
      .addColumn('price_min', 'float8')
      .addColumn('price_max', 'float8')
      .addColumn('place_keys', sql`int8[]`)
      .addPrimaryKeyConstraint('search_alert_filters_pkey', ['search_id', 'item'])
      .execute();
    await sql`CREATE INDEX search_alert_filters_places ON search_alert_filters USING gin (place_keys)`.execute(db);
    // A publication of a type without an address: every item of its type (places do not narrow it).
    await db.schema.createIndex('search_alert_filters_by_type').on('search_alert_filters').column('type_id').execute();
    await sql`CREATE INDEX search_alert_filters_unplaced ON search_alert_filters (type_id) WHERE place_keys IS NULL`.execute(
      db,
    );
  },
};
