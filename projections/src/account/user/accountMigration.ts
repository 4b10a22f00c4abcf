import { type Kysely, type Migration, sql } from 'kysely';

/** Every account field of SPEC.md section 3 "User" beyond the first columns, and deleted accounts. */
export const accountFieldsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('slug', 'text')
      .addColumn('phone', 'text')
      .addColumn('avatar_url', 'text')
      .addColumn('has_stat', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('contact_types', 'jsonb', (column) => column.notNull().defaultTo(sql`'["email"]'::jsonb`))
      .addColumn('notification_types', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('notification_channels', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('notification_push_identifiers', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('config', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('deleted_at', 'timestamptz')
      .execute();
    // A deleted account gives its e-mail back: only live accounts must not share one.
    await db.schema.alterTable('users').dropConstraint('users_email_key').execute();
    await db.schema
      .createIndex('users_live_email')
      .on('users')
      .column('email')
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema.createIndex('users_slug').on('users').column('slug').execute();
  },
};
