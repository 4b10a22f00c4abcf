import { type Kysely, type Migration, sql } from 'kysely';

export const pushSubscriptionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE push_subscriptions (
      device text PRIMARY KEY, user_id uuid NOT NULL, site_key text NOT NULL, token text NOT NULL,
      subscribed_at timestamptz NOT NULL)`.execute(db);
    await sql`CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id)`.execute(db);
  },
};
