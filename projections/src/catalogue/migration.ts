import { type Kysely, type Migration, sql } from 'kysely';

export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('publication_types')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('slug', 'text', (column) => column.notNull().unique())
      .addColumn('icon', 'text')
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('fields', 'jsonb', (column) => column.notNull())
      .addColumn('extra_ids', 'jsonb', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('categories')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('type_id', 'uuid', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('slug', 'text', (column) => column.notNull())
      .addColumn('icon', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('categories_by_type').on('categories').columns(['type_id', 'name']).execute();
    await db.schema
      .createTable('extras')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('slug', 'text', (column) => column.notNull().unique())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('translations', 'jsonb', (column) => column.notNull())
      .addColumn('config', 'jsonb', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
