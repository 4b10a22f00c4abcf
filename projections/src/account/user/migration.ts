import { type Kysely, type Migration, sql } from 'kysely';

export const usersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email_verified', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('is_premium', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('premium_until', 'timestamptz')
      .addColumn('is_admin', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('permissions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
