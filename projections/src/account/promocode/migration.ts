import { type Kysely, type Migration, sql } from 'kysely';

export const promocodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('promocodes')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('discount', 'double precision', (column) => column.notNull())
      .addColumn('remaining', 'integer', (column) => column.notNull())
      .addColumn('applies_for', 'jsonb', (column) => column.notNull())
      .addColumn('valid_from', 'timestamptz')
      .addColumn('valid_to', 'timestamptz')
      .addColumn('granted_months', 'integer')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('promocodes_by_code').on('promocodes').column('code').execute();
    await db.schema
      .createTable('promocode_usages')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('promocode_id', 'uuid', (column) => column.notNull())
      .addColumn('user_id', 'uuid', (column) => column.notNull())
      .addColumn('for', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('promocode_usages_by_code')
      .on('promocode_usages')
      .columns(['promocode_id', 'created_at'])
      .execute();
  },
};
