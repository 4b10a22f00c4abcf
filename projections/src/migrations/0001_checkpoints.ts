import type { Kysely, Migration } from 'kysely';

export const checkpointsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('projection_checkpoints')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('commit_position', 'text', (column) => column.notNull())
      .addColumn('position', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },
};
