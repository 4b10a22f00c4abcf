import { type Kysely, type Migration, sql } from 'kysely';

export const personalDataKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('personal_data_keys')
      .addColumn('user_id', 'uuid', (column) => column.primaryKey())
      .addColumn('key', 'bytea')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('destroyed_at', 'timestamptz')
      .execute();
  },
};
