import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';

const emptyList = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(sql`'[]'::jsonb`);

export const synchronizerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('synchronizers')
      .addColumn('owner_id', 'uuid', (column) => column.primaryKey())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('config', 'jsonb', (column) => column.notNull())
      .addColumn('password_ciphertext', 'text')
      .addColumn('sync_requested', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('running_run_id', 'uuid')
      .addColumn('last_finished_at', 'timestamptz')
      .addColumn('last_outcome', 'text')
      .addColumn('held', 'jsonb', emptyList)
      .addColumn('removed', 'jsonb', emptyList)
      .addColumn('to_unpublish', 'jsonb', emptyList)
      .addColumn('configured_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('synchronizer_runs')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('owner_id', 'uuid', (column) => column.notNull())
      .addColumn('started_at', 'timestamptz', (column) => column.notNull())
      .addColumn('finished_at', 'timestamptz')
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('reason', 'text')
      .addColumn('item_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('updated', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('unchanged', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('removed', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('held', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('skipped', 'jsonb', emptyList)
      .execute();
    await db.schema
      .createIndex('synchronizer_runs_by_owner')
      .on('synchronizer_runs')
      .columns(['owner_id', 'started_at'])
      .execute();
    await db.schema
      .createTable('synchronized_items')
      .addColumn('publication_id', 'uuid', (column) => column.primaryKey())
      .addColumn('owner_id', 'uuid', (column) => column.notNull())
      .addColumn('external_id', 'text', (column) => column.notNull())
      .addColumn('match_key', 'text')
      .addColumn('content_hash', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('synchronized_items_by_owner')
      .on('synchronized_items')
      .columns(['owner_id', 'external_id'])
      .execute();
    await db.schema
      .createTable('publication_price_changes')
      .addColumn('event_id', 'uuid', (column) => column.primaryKey())
      .addColumn('publication_id', 'uuid', (column) => column.notNull())
      .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
      .addColumn('previous_amount', 'double precision')
      .addColumn('previous_amount_sale', 'double precision')
      .addColumn('previous_currency', 'text', (column) => column.notNull())
      .addColumn('amount', 'double precision')
      .addColumn('amount_sale', 'double precision')
      .addColumn('currency', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('publication_price_changes_by_publication')
      .on('publication_price_changes')
      .columns(['publication_id', 'changed_at'])
      .execute();
  },
};
