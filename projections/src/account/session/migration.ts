import { type Kysely, type Migration, sql } from 'kysely';

export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('user_id', 'uuid', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('impersonator_id', 'uuid')
      .addColumn('started_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('ended_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sessions_by_user').on('sessions').column('user_id').execute();
  },
};
