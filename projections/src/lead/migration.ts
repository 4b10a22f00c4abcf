import { type Kysely, type Migration, sql } from 'kysely';

export const leadWebhooksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lead_webhooks')
      .addColumn('user_id', 'uuid', (column) => column.primaryKey())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('secret_salt', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('lead_webhook_deliveries')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'uuid', (column) => column.notNull())
      .addColumn('search_id', 'uuid', (column) => column.notNull())
      .addColumn('publication_id', 'uuid', (column) => column.notNull())
      .addColumn('lead_user_id', 'uuid', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz')
      .addColumn('outcome', 'text', (column) => column.notNull().defaultTo('pending'))
      .addColumn('last_status', 'integer')
      .execute();
    await sql`CREATE INDEX lead_webhook_deliveries_due ON lead_webhook_deliveries (next_attempt_at) WHERE outcome = 'pending'`.execute(
      db,
    );
    await db.schema
      .createIndex('lead_webhook_deliveries_by_user')
      .on('lead_webhook_deliveries')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
