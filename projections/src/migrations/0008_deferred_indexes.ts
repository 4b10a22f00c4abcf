import type { Kysely, Migration } from 'kysely';

/** The indexes a projection dropped while it rebuilds, to be created again (runner/deferredIndexes.ts). */
export const deferredIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('projection_deferred_indexes')
      .addColumn('projection', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('table_name', 'text', (column) => column.notNull())
      .addColumn('definition', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('projection_deferred_indexes_pk', ['projection', 'name'])
      .execute();
  },
};
