import { type Kysely, type Migration, sql } from 'kysely';

export const groupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('groups')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      .addColumn('logo_url', 'text')
      .addColumn('public', 'boolean', (column) => column.notNull())
      .addColumn('discoverable', 'boolean', (column) => column.notNull())
      .addColumn('address_title', 'text')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('creator_id', 'uuid', (column) => column.notNull())
      .addColumn('users_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`CREATE INDEX groups_directory ON groups (lower(name)) WHERE public OR discoverable`.execute(db);
    await db.schema
      .createTable('group_members')
      .addColumn('group_id', 'uuid', (column) => column.notNull())
      .addColumn('user_id', 'uuid', (column) => column.notNull())
      .addColumn('admin', 'boolean', (column) => column.notNull())
      .addColumn('invited_by', 'uuid')
      .addColumn('joined_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('group_members_key', ['group_id', 'user_id'])
      .execute();
    await db.schema.createIndex('group_members_by_user').on('group_members').columns(['user_id', 'group_id']).execute();
    await db.schema
      .createTable('group_search_pins')
      .addColumn('group_id', 'uuid', (column) => column.notNull())
      .addColumn('search_id', 'uuid', (column) => column.notNull())
      .addColumn('user_id', 'uuid', (column) => column.notNull())
      .addColumn('pinned_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('group_search_pins_key', ['group_id', 'search_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('group_search_publications')
      .addColumn('search_id', 'uuid', (column) => column.primaryKey())
      .addColumn('published_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('invitations')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('group_id', 'uuid', (column) => column.notNull())
      .addColumn('issued_by', 'uuid', (column) => column.notNull())
      .addColumn('rules', sql`text[]`, (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('used_by', 'uuid')
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('invitations_by_group').on('invitations').column('group_id').execute();
  },
};
