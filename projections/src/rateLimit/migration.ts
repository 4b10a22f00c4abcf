import type { Kysely, Migration } from 'kysely';

/**
 * Counters of the identification rate limits. Not a read model (no events feed it, replay never
 * touches it): it lives in this database so every API instance shares the same counts.
 */
export const rateLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_started_at', 'timestamptz', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .execute();
  },
};
