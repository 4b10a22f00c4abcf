import { type Kysely, type Migration, sql } from 'kysely';

export const auditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_audit')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('actor_id', 'uuid', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('subject_type', 'text', (column) => column.notNull())
      .addColumn('subject_id', 'text', (column) => column.notNull())
      .addColumn('subject_label', 'text')
      .addColumn('occurred_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('position', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('admin_audit_by_time').on('admin_audit').columns(['occurred_at', 'position']).execute();
    await db.schema.createIndex('admin_audit_by_subject').on('admin_audit').column('subject_id').execute();
  },
};
