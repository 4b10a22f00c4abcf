import type { Kysely, Migration } from 'kysely';

/** What the audit calls a group or microsite, remembered from every change so deletions are named. */
export const auditLabelsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_audit_labels')
      .addColumn('subject_id', 'text', (column) => column.primaryKey())
      .addColumn('label', 'text', (column) => column.notNull())
      .execute();
  },
};
