import { type Kysely, type Migration, sql } from 'kysely';

export const micrositesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('microsites')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('host', 'text', (column) => column.notNull().unique())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('style', 'jsonb', (column) => column.notNull())
      .addColumn('settings', 'jsonb', (column) => column.notNull())
      .addColumn('logo_main_url', 'text')
      .addColumn('logo_secondary_url', 'text')
      .addColumn('logo_square_url', 'text')
      .addColumn('default_user_id', 'uuid')
      .addColumn('users_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`CREATE INDEX microsites_by_creation ON microsites (created_at DESC, id)`.execute(db);
    await db.schema
      .createTable('microsite_users')
      .addColumn('microsite_id', 'uuid', (column) => column.notNull())
      .addColumn('user_id', 'uuid', (column) => column.notNull())
      .addColumn('added_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('microsite_users_key', ['microsite_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('microsite_users_by_user')
      .on('microsite_users')
      .columns(['user_id', 'microsite_id'])
      .execute();
  },
};
